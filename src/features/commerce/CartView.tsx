import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/schemas/billing';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PetPageHeading } from '../pets';
import { CartLineItem } from './CartLineItem';
import type { CheckoutOutcome } from './CartStore';
import { CheckoutForm } from './CheckoutForm';
import { orderStatusPath, SUBSCRIPTION_PATH } from './commercePaths';
import { CONFIRM_PAYMENT_MODAL, ConfirmPaymentModal } from './ConfirmPaymentModal';
import { OrderTotals } from './OrderTotals';
import { PromoCodeForm } from './PromoCodeForm';
import { useCommerceErrors } from './useCommerceErrors';
import { PRIMARY_BUTTON_LOOK } from '../../ui/forms/Button';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** A titled card of the cart page. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.section
      aria-label={title}
      {...CARD_SURFACE}
      px={{ base: '4', md: '6' }}
      py="5"
      minW="0"
    >
      <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
        {title}
      </chakra.h2>
      {children}
    </chakra.section>
  );
}

/**
 * The cart: its lines (plans per pet, health reports with a quantity), the promo code, the
 * totals as the API priced them, and checkout. `notice`: what became of an earlier attempt.
 * `awaiting`: an order that still waits for the keeper's confirmation.
 */
export const CartView = observer(function CartView({
  notice,
  awaiting = null,
}: {
  notice?: ReactNode;
  awaiting?: Order | null;
}) {
  const { t } = useTranslation('app');
  const { cart, modals } = useStores();
  const nav = useAppNavigation();
  const report = useCommerceErrors();
  const [confirming, setConfirming] = useState<Order | null>(awaiting);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const current = cart.cart;

  const askToConfirm = (outcome: CheckoutOutcome) => {
    setConfirming(outcome.order);
    setUnconfirmed(null);
    void modals.open(CONFIRM_PAYMENT_MODAL);
  };
  const afterConfirm = (outcome: CheckoutOutcome) => {
    if (outcome.kind === 'confirm') return;
    if (outcome.kind === 'redirect') nav.assign(outcome.url);
    else void nav.go(orderStatusPath(outcome.order.id));
  };
  const change = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Box maxW="64rem">
      <PetPageHeading title={t('commerce.cart.title')} intro={t('commerce.cart.intro')} />
      {notice && <Box mb="5">{notice}</Box>}
      {!current ? (
        <Text role="status" color="fg.muted">
          {cart.state === 'failed' ? t('commerce.cart.failed') : t('common.loading')}
        </Text>
      ) : current.lines.length === 0 ? (
        <Box>
          <Text color="fg.muted" mb="4">
            {t('commerce.cart.empty')}
          </Text>
          <AppLink to={nav.pathTo(SUBSCRIPTION_PATH)} {...PRIMARY_BUTTON_LOOK}>
            {t('commerce.cart.choosePlan')}
          </AppLink>
        </Box>
      ) : (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
          gap="6"
          alignItems="start"
        >
          <Panel title={t('commerce.cart.items')}>
            <chakra.ul listStyleType="none">
              {current.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  currency={current.currency}
                  disabled={cart.paying}
                  onQuantity={(quantity) => change(() => cart.setQuantity(line.id, quantity))}
                  onRemove={() => change(() => cart.remove(line.id))}
                />
              ))}
            </chakra.ul>
          </Panel>
          <Panel title={t('commerce.cart.summary')}>
            <Box mb="4">
              <PromoCodeForm checkoutError={promoError} />
            </Box>
            <OrderTotals totals={current} promoCode={current.promo?.code} />
            <Box mt="5">
              <CheckoutForm
                onConfirm={askToConfirm}
                onPromoError={setPromoError}
                notice={unconfirmed}
              />
            </Box>
          </Panel>
        </Grid>
      )}
      <ConfirmPaymentModal
        order={confirming}
        onDone={afterConfirm}
        onDismiss={() => setUnconfirmed(t('commerce.confirm.notConfirmed'))}
      />
    </Box>
  );
});
