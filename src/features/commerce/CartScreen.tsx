import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { CartView } from './CartView';
import { OrderStatusPanel } from './OrderStatusPanel';

/**
 * /my-pets/cart: the cart and its checkout. `?order={id}` shows what became of that order (the
 * confirmation after paying, or the cart again with the reason); the payment provider sends the
 * keeper back to `?order={id}&paid=1`.
 */
export const CartScreen = observer(function CartScreen({ location }: RouteScreenProps) {
  const { cart } = useStores();
  const query = new URLSearchParams(location.search);
  const orderId = query.get('order');
  useEffect(() => {
    void cart.load();
  }, [cart]);
  if (orderId) return <OrderStatusPanel orderId={orderId} returned={query.get('paid') === '1'} />;
  return <CartView />;
});
