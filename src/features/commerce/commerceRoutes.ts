import type { AppRoute } from '../../app/routeTypes';
import { CartScreen } from './CartScreen';
import { ReceiptScreen, validOrderId } from './ReceiptScreen';
import { ReceiptsScreen } from './ReceiptsScreen';
import { SubscriptionScreen } from './SubscriptionScreen';

/** Plans per pet, the cart with checkout, and receipts (spec.md section 2; issue 14). */
export const COMMERCE_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-subscription',
    path: '/my-pets/subscription',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.subscription.title',
    component: SubscriptionScreen,
  },
  {
    name: 'my-pets-cart',
    path: '/my-pets/cart',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.cart.title',
    component: CartScreen,
  },
  {
    // Spec: billing data "not shown"; receipts sit with the settings (a sub-sidebar link).
    name: 'settings-receipts',
    path: '/settings/receipts',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.receipts.title',
    component: ReceiptsScreen,
  },
  {
    name: 'settings-receipts-id',
    path: '/settings/receipts/:id',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.receipts.title',
    component: ReceiptScreen,
    validate: ({ id }) => validOrderId(id),
  },
];
