import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptBuyerLines } from '@contract/receiptAddress';
import type { BillingData } from '@contract/schemas/account';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { Icon } from '../../ui/Icon';
import { formatDate } from '../../i18n/dates';
import { RECEIPTS_PATH } from './commercePaths';
import { OrderLines } from './OrderLines';
import { ORDER_STATUS_LABELS } from './orderStatusLabels';
import { OrderTotals } from './OrderTotals';
import { StatusPill } from '../../ui/StatusPill';
import { BackLink } from '../../ui/BackLink';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** An order id as the API gives them (opaque, short). */
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;
export const validOrderId = (id: string | undefined): boolean => ORDER_ID.test(id ?? '');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="semibold">{value}</chakra.dd>
    </div>
  );
}

/** /settings/receipts/:id: one receipt, printable. */
export const ReceiptScreen = observer(function ReceiptScreen({ params }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { receipts, api, auth } = useStores();
  const { bcp47, locale } = useLocale();
  const nav = useAppNavigation();
  const id = params.id ?? '';
  const [billing, setBilling] = useState<BillingData | null>(null);

  useEffect(() => {
    void receipts.order.load(id);
  }, [receipts, id]);
  useEffect(() => {
    let current = true;
    api.account.billingData({ notify: false }).then(
      (data) => current && setBilling(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  const order = receipts.order.valueFor(id);
  const back = (
    <BackLink to={nav.pathTo(RECEIPTS_PATH)} css={{ '@media print': { display: 'none' } }}>
      {t('commerce.receipt.back')}
    </BackLink>
  );

  if (!order) {
    return (
      <Box>
        <Box mb="4">{back}</Box>
        <Text role="status" color="fg.muted">
          {receipts.order.state === 'failed' ? t('commerce.receipt.failed') : t('common.loading')}
        </Text>
      </Box>
    );
  }
  const status = ORDER_STATUS_LABELS[order.status];
  // The buyer as the mailed copy writes them (one shared function): the billing details in the
  // language's address order, else the account's name; then its e-mail address.
  const user = auth.user;
  const address = receiptBuyerLines(
    { name: user?.name ?? '', email: user?.email ?? null, billing },
    locale === 'jp' ? 'jp' : 'en',
  );
  const issuer = order.issuer;
  return (
    <Box maxW="44rem">
      <Box mb="4">{back}</Box>
      <Box
        as="article"
        aria-labelledby="receipt-title"
        {...CARD_SURFACE}
        px={{ base: '4', md: '8' }}
        py={{ base: '5', md: '7' }}
      >
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <div>
            <Text fontWeight="bold" color="brand.fg">
              {issuer?.legal_name ?? 'PetCare'}
            </Text>
            <chakra.h1 id="receipt-title" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
              {t('commerce.receipt.title', { number: order.number })}
            </chakra.h1>
          </div>
          <StatusPill tone={status.tone}>{t(status.key)}</StatusPill>
        </Flex>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" mt="5">
          <Fact
            label={t('commerce.receipt.date')}
            value={formatDate(order.created_at, bcp47, 'long')}
          />
          {order.paid_at && (
            <Fact
              label={t('commerce.receipt.paidOn')}
              value={formatDate(order.paid_at, bcp47, 'long')}
            />
          )}
          {order.refunded_at && (
            <Fact
              label={t('commerce.receipt.refundedOn')}
              value={formatDate(order.refunded_at, bcp47, 'long')}
            />
          )}
          <Fact
            label={t('commerce.receipt.paymentMethod')}
            value={t(`commerce.receipt.paymentProviders.${order.payment_provider}`)}
          />
          <Fact
            label={t('commerce.receipt.kind')}
            value={
              order.kind === 'renewal'
                ? t('commerce.receipts.renewal')
                : t('commerce.receipt.checkout')
            }
          />
        </Grid>
        {address.length > 0 && (
          <Box mt="5">
            <Text fontSize="sm" color="fg.muted">
              {t('commerce.receipt.billedTo')}
            </Text>
            {address.map((line, index) => (
              <Text key={index}>{line}</Text>
            ))}
          </Box>
        )}
        <chakra.h2 fontSize="lg" fontWeight="bold" mt="6">
          {t('commerce.receipt.items')}
        </chakra.h2>
        <OrderLines lines={order.lines} currency={order.currency} />
        <OrderTotals totals={order} promoCode={order.promo_code} receipt />
        {issuer && (
          <Box mt="6" fontSize="sm" aria-label={t('commerce.receipt.issuedBy')} role="group">
            <Text color="fg.muted">{t('commerce.receipt.issuedBy')}</Text>
            <Text fontWeight="semibold">{issuer.legal_name}</Text>
            {issuer.address && (
              <Text>{t('commerce.receipt.issuerAddress', { address: issuer.address })}</Text>
            )}
            {issuer.phone && (
              <Text>{t('commerce.receipt.issuerPhone', { phone: issuer.phone })}</Text>
            )}
            {issuer.registration_number && (
              <Text>
                {t('commerce.receipt.registrationNumber', {
                  number: issuer.registration_number,
                })}
              </Text>
            )}
          </Box>
        )}
      </Box>
      <Flex mt="5" gap="3" css={{ '@media print': { display: 'none' } }}>
        <SecondaryButton type="button" onClick={() => window.print()}>
          <Icon name="file-text" size={18} />
          {t('commerce.receipt.print')}
        </SecondaryButton>
      </Flex>
    </Box>
  );
});
