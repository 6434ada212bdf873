// The commerce features of the API: prices, subscriptions per pet, the cart, checkout
// through one payment provider (sandbox or Stripe), orders and refunds, renewals, and the
// affiliate programme. One plugin, so the services are built once; its scheduled jobs (renewals,
// commission release) join app.scheduledJobs.
import { publicOrigin } from '../http/publicOrigin';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { affiliateRoutes } from '../affiliate/affiliateRoutes';
import { affiliateServices } from '../affiliate/affiliateServices';
import { releaseCommissions } from '../affiliate/commissions';
import type { Clock } from '../http/clock';
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
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import type { ScheduledJob } from '../jobs/JobRunner';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications/notificationService';

export interface CommerceRouteGroupOptions {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  notifications: NotificationService;
  keeper: preHandlerAsyncHookHandler;
  admin: preHandlerAsyncHookHandler;
  signedIn: preHandlerAsyncHookHandler;
  scheduledJobs: ScheduledJob[];
}

export const commerceRouteGroup: FastifyPluginAsync<CommerceRouteGroupOptions> = async (
  api,
  options,
) => {
  const { db, clock, config, mailer, notifications, keeper, admin, signedIn, scheduledJobs } =
    options;
  const billing = config.billing;
  const linkOrigin = () => publicOrigin(config);

  const stripe = billing.stripe === null ? null : stripeClient(billing.stripe);
  const provider: PaymentProvider =
    billing.provider === 'stripe' && stripe !== null
      ? new StripeProvider(stripe, linkOrigin)
      : new SandboxProvider(clock);
  const deps = { db, clock, config: billing };
  const carts = new CartService(deps);
  const issuer = receiptIssuer(config.operator);
  const orders = new OrderService({ ...deps, provider, mailer, publicUrl: linkOrigin, issuer });
  const subscriptions = new SubscriptionService(deps);
  const checkout = new CheckoutService({ db, clock, provider, carts, orders });
  const affiliate = affiliateServices({ ...deps, notifications, publicUrl: linkOrigin });

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

  scheduledJobs.push(renewalJob({ ...deps, provider, orders, notifications }), {
    name: 'affiliate-commissions',
    run: () => releaseCommissions(db, clock),
  });
};
