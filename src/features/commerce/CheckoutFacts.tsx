import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import type { Cart, CartLine } from '@contract/schemas/billing';
import { dateTimeFormat } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { taxNoteKey } from './planLabels';
import { useMoney } from './useMoney';
import { LegalLink } from '../../ui/LegalLink';

/**
 * The final confirmation before paying (特定商取引法 §12の6 in Japan, and plain fairness
 * elsewhere): when each plan renews and for how much, that a cancelled plan runs to the end of
 * the paid period without a refund, and the legal pages (in Japan the 特商法 notice too). The
 * renewal dates come from the API's cart (the same rule the renewal job charges by).
 */
export const CheckoutFacts = observer(function CheckoutFacts({ cart }: { cart: Cart }) {
  const { t } = useTranslation('app');
  const { pets } = useStores();
  const { locale, bcp47 } = useLocale();
  const money = useMoney();
  const headingId = useId();
  const newTab = useId();
  const day = dateTimeFormat(bcp47, { dateStyle: 'long' });
  const taxNote = taxNoteKey({ inclusive: cart.tax_inclusive, rate_bp: cart.tax_rate_bp });
  // Exclusive tax is added on top at renewal too; inclusive prices already hold it.
  const plusTax = !cart.tax_inclusive && taxNote !== null ? ` ${t(taxNote)}` : '';
  const renewing = cart.lines.filter(
    (line): line is CartLine & { renewal: NonNullable<CartLine['renewal']> } =>
      line.kind === 'plan' && line.renewal != null,
  );
  const legal = (path: string) => localePath(locale, path);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      px="3"
      py="3"
      fontSize="sm"
    >
      <chakra.h3 id={headingId} fontSize="sm" fontWeight="bold" mb="2">
        {t('commerce.checkout.facts.title')}
      </chakra.h3>
      {renewing.length > 0 && (
        <>
          <chakra.ul pl="5" mb="2">
            {renewing.map((line) => (
              <li key={line.id}>
                {t(
                  line.plan === 'premium_yearly'
                    ? 'commerce.checkout.facts.renewsYearly'
                    : 'commerce.checkout.facts.renewsMonthly',
                  {
                    item: pets.byId(line.pet_id)?.name ?? line.description,
                    date: day.format(new Date(line.renewal.renews_at)),
                    amount: `${money(line.renewal.amount_minor, cart.currency)}${plusTax}`,
                  },
                )}
              </li>
            ))}
          </chakra.ul>
          <Text mb="2">{t('commerce.checkout.facts.cancellation')}</Text>
        </>
      )}
      <Text>
        <Trans
          t={t}
          i18nKey="commerce.checkout.facts.legal"
          components={{
            commerce: (
              <LegalLink to={legal('/specified-commercial-transactions/')} describedBy={newTab} />
            ),
            terms: <LegalLink to={legal('/terms-and-conditions/')} describedBy={newTab} />,
            privacy: <LegalLink to={legal('/privacy-policy/')} describedBy={newTab} />,
          }}
        />
      </Text>
      <span id={newTab} hidden>
        {t('commerce.checkout.facts.newTab')}
      </span>
    </Box>
  );
});
