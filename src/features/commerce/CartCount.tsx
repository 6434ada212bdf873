import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';

/**
 * How many items the cart holds, as a badge on the cart's menu link. The cart is asked for once
 * per session (quietly: nobody asked to see it) for a signed-in pet keeper; every change made
 * in the app answers with the whole cart, which keeps the count current.
 */
export const CartCount = observer(function CartCount() {
  const { t } = useTranslation('app');
  const { cart, auth, roles } = useStores();
  const user = auth.user;
  const keeper = user !== null && roles.activeFor(user.roles)?.name === 'pet-keeper';
  useEffect(() => {
    if (keeper) void cart.load({ quiet: true });
  }, [keeper, cart]);
  if (!keeper || cart.count === 0) return null;
  return (
    <>
      <VisuallyHidden>{` (${t('commerce.cart.count', { count: cart.count })})`}</VisuallyHidden>
      <chakra.span
        aria-hidden="true"
        data-cart-count={cart.count}
        ms="auto"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink={0}
        h="6"
        minW="6"
        px="1.5"
        borderRadius="full"
        bg="brand.solid"
        color="brand.contrast"
        fontSize="xs"
        fontWeight="bold"
        lineHeight="1"
      >
        {cart.count}
      </chakra.span>
    </>
  );
});
