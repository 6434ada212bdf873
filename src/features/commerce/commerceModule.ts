import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { errorToast } from '../../http/errorToast';
import { CartStore } from './CartStore';
import { createCommerceApi } from './commerceApi';
import { COMMERCE_ROUTES } from './commerceRoutes';
import { ReceiptStore } from './ReceiptStore';
import { SubscriptionStore } from './SubscriptionStore';

/** Plans, the cart and the receipts. */
export const commerceModule = defineWebFeature({
  name: 'commerce',
  routes: COMMERCE_ROUTES,
  apis: (http) => ({ commerce: createCommerceApi(http) }),
  stores: {
    subscriptions: {
      create: ({ root }: StoreContext): SubscriptionStore =>
        new SubscriptionStore(root.api.commerce),
      clear: (subscriptions) => subscriptions.clear(),
    },
    receipts: {
      create: ({ root }: StoreContext): ReceiptStore => new ReceiptStore(root.api.commerce),
      clear: (receipts) => receipts.clear(),
    },
    cart: {
      create: ({ root }: StoreContext): CartStore =>
        new CartStore(root.api.commerce, {
          onPaid: () => root.afterPurchase(),
          onError: (error) => root.toasts.show(errorToast(error)),
        }),
      clear: (cart) => cart.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'settings',
        title: 'shell.links.subscription',
        to: '/my-pets/subscription/',
        icon: 'check-circle',
        sortWeight: 40,
      },
      {
        group: 'settings',
        title: 'shell.links.cart',
        to: '/my-pets/cart/',
        icon: 'credit-card',
        sortWeight: 50,
      },
      {
        group: 'settings',
        title: 'commerce.receipts.title',
        to: '/settings/receipts/',
        icon: 'file-text',
        sortWeight: 60,
      },
    ],
  },
});
