import { Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Cart } from '@contract/schemas/billing';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { FormAlert } from '../../ui/forms/FormAlert';
import type { FormServerStatus } from '../../ui/forms/useFieldError';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { cardSchema, EMPTY_CARD, toSandboxCard, type CardValues } from './cardInput';
import { CARD_ERROR_FIELDS, checkoutErrors } from './checkoutErrors';
import { CheckoutFacts } from './CheckoutFacts';
import { commerceMessage } from './commerceMessages';
import { orderStatusPath } from './commercePaths';
import type { CheckoutOutcome } from './CartStore';
import { buildPaymentMode } from './paymentMode';
import { useMoney } from './useMoney';

/** The cart and the card of one payment attempt, to tell when the form no longer matches it. */
function attemptKey(current: Cart | null, values: CardValues): string {
  const lines = current?.lines.map((line) => [line.id, line.quantity]) ?? [];
  return JSON.stringify([lines, current?.promo?.code ?? null, current?.total_minor, values]);
}

/** Clears a refusal's field errors and alert once the cart or the card changed since it. */
const StaleRefusal = observer(function StaleRefusal({
  refused,
  onStale,
}: {
  refused: string | null;
  onStale: () => void;
}) {
  const { cart } = useStores();
  const { values, setErrors, setStatus, isSubmitting } = useFormikContext<CardValues>();
  const now = attemptKey(cart.cart, values);
  useEffect(() => {
    if (refused === null || isSubmitting || now === refused) return;
    // The API's messages live in Formik's status (apiFormErrors.ts), the form's own in errors.
    setStatus({ serverErrors: {} } satisfies FormServerStatus);
    setErrors({});
    onStale();
  }, [refused, now, isSubmitting, setErrors, setStatus, onStale]);
  return null;
});

/**
 * Pays the cart. In the sandbox (the default provider) the keeper enters a test card here; with
 * Stripe the button leads to Stripe Checkout. A card that needs confirming opens the
 * confirmation dialog (`onConfirm`); a paid order opens its confirmation on the cart page.
 */
export const CheckoutForm = observer(function CheckoutForm({
  onConfirm,
  onPromoError,
  notice,
}: {
  onConfirm: (outcome: CheckoutOutcome) => void;
  onPromoError: (message: string) => void;
  /** A message about the last attempt (a confirmation left unanswered). */
  notice?: string | null;
}) {
  const { t } = useTranslation('app');
  const { cart } = useStores();
  const nav = useAppNavigation();
  const money = useMoney();
  const [needsCard, setNeedsCard] = useState(buildPaymentMode() === 'sandbox');

  const follow = async (outcome: CheckoutOutcome) => {
    if (outcome.kind === 'confirm') onConfirm(outcome);
    else if (outcome.kind === 'redirect') nav.assign(outcome.url);
    else await nav.go(orderStatusPath(outcome.order.id));
  };

  // What the last refusal was about: the cart and the card as they were sent. Once either changes
  // (a promo code applied, a line removed, a digit typed) the refusal no longer describes the
  // form, and its messages go (StaleRefusal below).
  const [refused, setRefused] = useState<string | null>(null);

  const { onSubmit, formAlert } = useApiFormSubmit<CardValues>(
    async (values) => {
      setRefused(null);
      try {
        await follow(await cart.checkout(needsCard ? toSandboxCard(values) : undefined));
      } catch (error) {
        setRefused(attemptKey(cart.cart, values));
        // Two refusals are not about this form's fields: the promo code (shown on its own form)
        // and missing card details (the API takes payments here: the card fields appear).
        const sorted = checkoutErrors(error, t);
        if (sorted.promo !== null) onPromoError(sorted.promo);
        if (sorted.needsCard) setNeedsCard(true);
        throw error;
      }
    },
    {
      fields: ['card_number', 'expiry', 'cvc'],
      rename: CARD_ERROR_FIELDS,
      message: (_field, apiMessage) => commerceMessage(apiMessage, t),
      describe: ({ error }) => checkoutErrors(error, t).other.join(' ') || null,
    },
  );

  const current = cart.cart;
  if (!current || current.lines.length === 0) return null;
  const total = money(current.total_minor, current.currency);

  return (
    <Formik<CardValues>
      initialValues={EMPTY_CARD}
      validationSchema={needsCard ? cardSchema(t) : undefined}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm aria-label={t('commerce.checkout.form')}>
          <Stack gap="4">
            {notice && <FormAlert tone="info">{notice}</FormAlert>}
            {refused !== null && formAlert}
            {needsCard ? (
              <>
                <chakra.h3 fontSize="md" fontWeight="bold">
                  {t('commerce.checkout.cardHeading')}
                </chakra.h3>
                <TextField
                  name="card_number"
                  label={t('commerce.card.number')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  maxLength={30}
                  required
                />
                <Grid templateColumns="1fr 1fr" gap="3">
                  <TextField
                    name="expiry"
                    label={t('commerce.card.expiry')}
                    hint={t('commerce.card.expiryHint')}
                    autoComplete="cc-exp"
                    inputMode="numeric"
                    maxLength={7}
                    required
                  />
                  <TextField
                    name="cvc"
                    label={t('commerce.card.cvc')}
                    hint={t('commerce.card.cvcHint')}
                    autoComplete="cc-csc"
                    inputMode="numeric"
                    maxLength={4}
                    required
                  />
                </Grid>
                <Box bg="info.subtle" borderRadius="md" px="3" py="2.5" fontSize="sm">
                  <Text fontWeight="semibold">{t('commerce.checkout.sandboxTitle')}</Text>
                  <Text mt="1">{t('commerce.checkout.sandboxCards')}</Text>
                </Box>
              </>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {t('commerce.checkout.providerPage')}
              </Text>
            )}
            <CheckoutFacts cart={current} />
            <SubmitButton
              busy={isSubmitting || cart.paying}
              busyLabel={t('commerce.checkout.paying')}
              w="full"
            >
              {needsCard
                ? t('commerce.checkout.pay', { total })
                : t('commerce.checkout.continue', { total })}
            </SubmitButton>
          </Stack>
          <StaleRefusal refused={refused} onStale={() => setRefused(null)} />
        </ValidatedForm>
      )}
    </Formik>
  );
});
