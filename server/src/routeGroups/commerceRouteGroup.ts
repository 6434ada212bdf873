// The commerce features of the API: prices, subscriptions per pet, the cart, checkout
// through one payment provider (sandbox or Stripe), orders and refunds, renewals, and the
// affiliate programme. One plugin, so the services are built once; its scheduled jobs (renewals,
// commission release) join app.scheduledJobs.
import { machineOrigin } from '../http/publicOrigin';
import type { FastifyPluginAsync } from 'fastify';
import { affiliateRoutes } from '../affiliate/affiliateRoutes';
import { affiliateServices } from '../affiliate/affiliateServices';
import { releaseCommissions } from '../affiliate/commissions';
import { billingRoutes } from '../billing/billingRoutes';
import { CartService } from '../billing/cartService';
import { CheckoutService } from '../billing/checkoutService';
import { OrderService } from '../billing/orderService';
import { receiptIssuer } from '../billing/receiptIssuer';
import type { PaymentProvider } from '../billing/paymentProvider';
import { renewalJob } from '../billing/renewalJob';
import { SandboxProvider } from '../billing/sandboxProvider';
import { StripeProvider, stripeClient } from '../billing/stripeProvider';
import { stripeWebhookRoutes } from '../billing/stripeWebhookRoutes';
import { SubscriptionService } from '../billing/subscriptionService';
import type { ServerCapability, SharedServices } from '../http/capability';
import { requireAuth, requireRole } from '../auth/requireRole';
import { commerceJapanese } from './commerceMessages.jp';

export const commerceRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, mailer, notifications, scheduledJobs } = options;
  const keeper = requireRole('pet-keeper');
  const admin = requireRole('admin', 'super-admin');
  const signedIn = requireAuth;
  const billing = config.billing;

  const stripe = billing.stripe === null ? null : stripeClient(billing.stripe);
  const provider: PaymentProvider =
    billing.provider === 'stripe' && stripe !== null
      ? new StripeProvider({ stripe })
      : new SandboxProvider({ clock });
  const deps = { db, clock, config: billing };
  const carts = new CartService(deps);
  const issuer = receiptIssuer(config.operator);
  const orders = new OrderService({ ...deps, provider, mailer, issuer });
  const subscriptions = new SubscriptionService(deps);
  const checkout = new CheckoutService({ db, clock, provider, carts, orders });
  const affiliate = affiliateServices({ ...deps, notifications });

  await api.register(billingRoutes, {
    db,
    keeper,
    admin,
    config: billing,
    carts,
    subscriptions,
    checkout,
    orders,
    issuer,
  });
  await api.register(affiliateRoutes, { signedIn, admin, affiliate });
  if (stripe !== null && billing.stripe !== null) {
    await api.register(stripeWebhookRoutes, {
      db,
      stripe,
      webhookSecret: billing.stripe.webhookSecret,
      orders,
    });
  }

  scheduledJobs.push(
    renewalJob({ ...deps, provider, orders, notifications, linkOrigin: machineOrigin(config) }),
    {
      name: 'affiliate-commissions',
      run: () => releaseCommissions(db, clock),
    },
  );
};

export const commerceCapability: ServerCapability = {
  name: 'commerce',
  paths: [
    '/api/admin/affiliate-applications',
    '/api/admin/affiliate-applications/{id}/accept',
    '/api/admin/affiliate-applications/{id}/decline',
    '/api/admin/orders/{orderId}/refund',
    '/api/affiliate/applications',
    '/api/affiliate/clicks',
    '/api/affiliate/me',
    '/api/affiliate/payout-settings',
    '/api/affiliate/programme',
    '/api/affiliate/promo-packs',
    '/api/affiliate/promo-packs/{slug}',
    '/api/affiliate/referrals',
    '/api/affiliate/rules',
    '/api/affiliate/rules/accept',
    '/api/affiliate/stats',
    '/api/billing/prices',
    '/api/keeper/cart',
    '/api/keeper/cart/lines',
    '/api/keeper/cart/lines/{lineId}',
    '/api/keeper/cart/promo',
    '/api/keeper/checkout',
    '/api/keeper/orders',
    '/api/keeper/orders/{orderId}',
    '/api/keeper/orders/{orderId}/confirm',
    '/api/keeper/subscriptions',
    '/api/keeper/subscriptions/{id}/cancel',
    '/api/keeper/subscriptions/{id}/resume',
  ],
  japanese: commerceJapanese,
  api: commerceRouteGroup,
};
