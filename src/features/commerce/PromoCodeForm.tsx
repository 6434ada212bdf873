import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { ApiError } from '../../http/ApiError';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import type { FormServerStatus } from '../../ui/forms/useFieldError';
import { TextField } from '../../ui/forms/TextField';
import { commerceMessage } from './commerceMessages';
import { useCommerceErrors } from './useCommerceErrors';
import { useMoney } from './useMoney';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

interface PromoValues {
  code: string;
}

/**
 * The promo code of the cart (affiliate codes work here too). A code that does not apply gets the
 * API's reason on the field: unknown, expired, already used, another currency, one's own code.
 * `checkoutError`: the reason a code stopped applying, found at checkout.
 */
export const PromoCodeForm = observer(function PromoCodeForm({
  checkoutError,
}: {
  checkoutError: string | null;
}) {
  const { t } = useTranslation('app');
  const { cart } = useStores();
  const money = useMoney();
  const report = useCommerceErrors();
  const [removing, setRemoving] = useState(false);
  const promo = cart.cart?.promo ?? null;

  if (promo && cart.cart) {
    const saving =
      promo.percent_off !== null
        ? t('commerce.promo.percentOff', { percent: promo.percent_off })
        : t('commerce.promo.amountOff', {
            amount: money(promo.amount_off_minor ?? 0, cart.cart.currency),
          });
    return (
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
        bg="success.subtle"
        borderRadius="md"
        px="3"
        py="2"
      >
        <Text role="status">
          {t('commerce.promo.applied', { code: promo.code })}{' '}
          <chakra.span color="fg.muted">{saving}</chakra.span>
        </Text>
        <QuietButton
          type="button"
          disabled={removing}
          aria-label={t('commerce.promo.removeCode', { code: promo.code })}
          onClick={async () => {
            setRemoving(true);
            try {
              await cart.clearPromo();
            } catch (error) {
              report(error);
            } finally {
              setRemoving(false);
            }
          }}
        >
          {t('commerce.promo.remove')}
        </QuietButton>
      </Flex>
    );
  }

  const submit = async (values: PromoValues, helpers: FormikHelpers<PromoValues>) => {
    try {
      await cart.applyPromo(values.code.trim());
      helpers.resetForm();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 422
          ? (error.errors.code?.[0] ?? error.message)
          : null;
      if (message !== null) {
        helpers.setStatus({
          serverErrors: { code: commerceMessage(message, t) },
        } satisfies FormServerStatus);
      }
    }
  };

  return (
    <Formik<PromoValues>
      initialValues={{ code: '' }}
      validationSchema={yup.object({
        code: yup.string().trim().required(t('commerce.promo.required')).max(40),
      })}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm aria-label={t('commerce.promo.form')}>
          <CheckoutErrorOnField error={checkoutError} />
          <Flex gap="2" align="flex-start">
            <Box flex="1" minW="0">
              <TextField
                name="code"
                label={t('commerce.promo.label')}
                autoComplete="off"
                maxLength={40}
              />
            </Box>
            {/* Level with the input, below its label, whatever message shows under it. */}
            <SecondaryButton type="submit" disabled={isSubmitting} flexShrink={0} mt="7">
              {t('commerce.promo.apply')}
            </SecondaryButton>
          </Flex>
        </ValidatedForm>
      )}
    </Formik>
  );
});

/** Puts a reason found at checkout on the code field (each new reason once). */
function CheckoutErrorOnField({ error }: { error: string | null }) {
  const { setStatus } = useFormikContext<PromoValues>();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (error === null || error === shown.current) return;
    shown.current = error;
    setStatus({ serverErrors: { code: error } } satisfies FormServerStatus);
  }, [error, setStatus]);
  return null;
}
