import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/schemas/billing';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { AppModal } from '../../ui/modals/AppModal';
import { checkoutErrors } from './checkoutErrors';
import type { CheckoutOutcome } from './CartStore';
import { useMoney } from './useMoney';

export const CONFIRM_PAYMENT_MODAL = 'confirm-payment';

/**
 * The extra step some cards ask for (3-D Secure in real life; card 4000 0025 0000 3155 in the
 * sandbox): the keeper confirms the amount, then the payment goes through. Closing the dialog
 * leaves the order unpaid and nothing charged.
 */
export const ConfirmPaymentModal = observer(function ConfirmPaymentModal({
  order,
  onDone,
  onDismiss,
}: {
  order: Order | null;
  onDone: (outcome: CheckoutOutcome) => void;
  /** Closed without confirming: nothing was charged. */
  onDismiss: () => void;
}) {
  const { t } = useTranslation('app');
  const { cart, modals } = useStores();
  const money = useMoney();
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const confirm = async () => {
    if (!order) return;
    setError(null);
    try {
      const outcome = await cart.confirm(order.id);
      done.current = true;
      await modals.close(CONFIRM_PAYMENT_MODAL, 'action');
      onDone(outcome);
    } catch (failure) {
      const sorted = checkoutErrors(failure, t);
      const message = [...Object.values(sorted.card), ...sorted.other][0];
      setError(message ?? t('commerce.confirm.failed'));
    }
  };
  return (
    <AppModal
      id={CONFIRM_PAYMENT_MODAL}
      title={t('commerce.confirm.title')}
      beforeOpen={() => {
        done.current = false;
        setError(null);
      }}
      beforeClose={() => {
        if (cart.paying) return false;
        if (!done.current) onDismiss();
        return true;
      }}
      footer={
        <>
          <SecondaryButton
            type="button"
            disabled={cart.paying}
            onClick={() => void modals.close(CONFIRM_PAYMENT_MODAL, 'action')}
          >
            {t('commerce.confirm.cancel')}
          </SecondaryButton>
          <PrimaryButton
            type="button"
            disabled={cart.paying}
            aria-busy={cart.paying || undefined}
            onClick={() => void confirm()}
          >
            {cart.paying ? t('commerce.checkout.paying') : t('commerce.confirm.confirm')}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="3">
        {order && (
          <Text>
            {t('commerce.confirm.text', {
              total: money(order.total_minor, order.currency),
              number: order.number,
            })}
          </Text>
        )}
        <Text color="fg.muted" fontSize="sm">
          {t('commerce.confirm.hint')}
        </Text>
        {error && <FormAlert>{error}</FormAlert>}
      </Stack>
    </AppModal>
  );
});
