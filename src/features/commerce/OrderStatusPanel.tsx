import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { CartView } from './CartView';
import { CONFIRM_PAYMENT_MODAL } from './ConfirmPaymentModal';
import { OrderConfirmation } from './OrderConfirmation';

/** How often, and how long, a payment reported later (Stripe's webhook) is waited for. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

/**
 * `/my-pets/cart?order={id}`: what became of an order — after the sandbox's answer, or back from
 * the provider's payment page (`&paid=1`). Paid: the confirmation. Still being confirmed by the
 * provider: a status that follows it. Not paid: the cart again, saying why.
 */
export const OrderStatusPanel = observer(function OrderStatusPanel({
  orderId,
  returned,
}: {
  orderId: string;
  /** Back from the provider's page after paying there (its success address). */
  returned: boolean;
}) {
  const { t } = useTranslation('app');
  const { receipts, cart, modals } = useStores();
  const sawPending = useRef(false);
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    void receipts.order.load(orderId, { force: true });
  }, [receipts, orderId]);
  const order = receipts.order.valueFor(orderId);
  const state = receipts.order.key === orderId ? receipts.order.state : 'loading';

  // The provider reports the payment to the API (webhook), maybe after the keeper is back.
  const waiting = order?.status === 'pending' && returned && !gaveUp;
  useEffect(() => {
    if (!waiting) return;
    sawPending.current = true;
    const timer = window.setTimeout(() => {
      if (Date.now() - startedAt >= POLL_LIMIT_MS) setGaveUp(true);
      else void receipts.order.load(orderId, { force: true });
    }, POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, order, receipts, orderId, startedAt]);
  useEffect(() => {
    if (order?.status === 'paid' && sawPending.current) {
      sawPending.current = false;
      void cart.afterPaid(order);
    }
  }, [order, cart]);

  if (!order) {
    if (state === 'failed') {
      return <CartView notice={<FormAlert>{t('commerce.orderStatus.notFound')}</FormAlert>} />;
    }
    return (
      <Text role="status" color="fg.muted">
        {t('common.loading')}
      </Text>
    );
  }
  switch (order.status) {
    case 'paid':
      return <OrderConfirmation order={order} />;
    case 'requires_confirmation':
      return (
        <CartView
          awaiting={order}
          notice={
            <FormAlert tone="info">
              {t('commerce.orderStatus.awaitingConfirmation', { number: order.number })}{' '}
              <QuietButton
                type="button"
                px="0"
                onClick={() => void modals.open(CONFIRM_PAYMENT_MODAL)}
              >
                {t('commerce.orderStatus.confirmNow')}
              </QuietButton>
            </FormAlert>
          }
        />
      );
    case 'pending':
      if (waiting) {
        return (
          <Box maxW="40rem">
            <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mb="3">
              {t('commerce.orderStatus.confirmingTitle')}
            </chakra.h1>
            <Text role="status">
              {t('commerce.orderStatus.confirming', { number: order.number })}
            </Text>
          </Box>
        );
      }
      return (
        <CartView
          notice={
            <FormAlert tone="info">
              {gaveUp
                ? t('commerce.orderStatus.stillConfirming', { number: order.number })
                : t('commerce.orderStatus.notCompleted')}
            </FormAlert>
          }
        />
      );
    case 'failed':
      return <CartView notice={<FormAlert>{t('commerce.orderStatus.failed')}</FormAlert>} />;
    case 'refunded':
      return (
        <CartView
          notice={
            <FormAlert tone="info">
              {t('commerce.orderStatus.refunded', { number: order.number })}
            </FormAlert>
          }
        />
      );
  }
});
