import type { AppRoute } from '../../app/core/routeTypes';
import { validOrderId } from './ReceiptScreen';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Plans per pet, the cart with checkout, and receipts (spec.md section 2). */
export const COMMERCE_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-subscription',
    path: '/my-pets/subscription',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.subscription.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-commerce" */ './SubscriptionScreen'),
      'SubscriptionScreen',
    ),
  },
  {
    name: 'my-pets-cart',
    path: '/my-pets/cart',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.cart.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-commerce" */ './CartScreen'),
      'CartScreen',
    ),
  },
  {
    // Spec: billing data "not shown"; receipts sit with the settings (a sub-sidebar link).
    name: 'settings-receipts',
    path: '/settings/receipts',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.receipts.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-commerce" */ './ReceiptsScreen'),
      'ReceiptsScreen',
    ),
  },
  {
    name: 'settings-receipts-id',
    path: '/settings/receipts/:id',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'commerce.receipts.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-commerce" */ './ReceiptScreen'),
      'ReceiptScreen',
    ),
    validate: ({ id }) => validOrderId(id),
  },
];
