// POST /api/payments/stripe/webhook: Stripe's reports about Checkout Sessions. The signature is
// checked by the stripe library over the raw body (a forged or altered event: 400, nothing
// changes); a verified event is applied once (stripeEventService.ts).
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../db/openDatabase';
import { sendError } from '../errors/sendError';
import type { OrderService } from './orderService';
import { applyStripeEvent } from './stripeEventService';
import { SIGNATURE } from '../http/routeAccess';

export interface StripeWebhookOptions {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  orders: OrderService;
}

export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  api,
  options,
) => {
  const { db, stripe, webhookSecret } = options;
  // The signature covers the exact bytes Stripe sent: keep them, unparsed, in this scope only
  // (replacing the API's JSON parser here, not elsewhere: this plugin is its own scope).
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  api.post(
    '/payments/stripe/webhook',
    { config: { access: SIGNATURE }, schema: { hide: true } },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw new Error('unsigned');
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        return sendError(reply, 400, 'The webhook signature is invalid.');
      }
      await applyStripeEvent(db, event, options.orders, request.linkOrigin);
      return reply.code(200).send({ received: true });
    },
  );
};
