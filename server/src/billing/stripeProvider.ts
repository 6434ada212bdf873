// Stripe Checkout (PAYMENT_PROVIDER=stripe): checkout answers with a redirect to a Checkout
// Session; the payment is confirmed by the signed webhook (stripeWebhookRoutes.ts), never by the
// browser coming back. Renewals charge the saved payment method off-session. STRIPE_API_URL
// points the library at a local endpoint in tests.
import Stripe from 'stripe';
import type { StripeConfig } from './billingConfig';
import type {
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  RenewalRequest,
} from './paymentProvider';

export function stripeClient(config: StripeConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 20_000,
  };
  if (config.apiUrl !== null) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.secretKey, options);
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly deps: {
      stripe: Stripe;
    },
  ) {}

  check(): null {
    return null;
  }

  async start(request: PaymentRequest): Promise<PaymentOutcome> {
    const metadata = { order_id: String(request.orderId), order_number: request.orderNumber };
    const session = await this.deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(request.orderId),
        customer_email: request.customerEmail,
        customer_creation: 'always',
        metadata,
        payment_intent_data: { metadata, setup_future_usage: 'off_session' },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: `${request.linkOrigin}/my-pets/cart?order=${request.orderId}&paid=1`,
        cancel_url: `${request.linkOrigin}/my-pets/cart?order=${request.orderId}`,
      },
      { idempotencyKey: `checkout-${request.idempotencyKey}` },
    );
    if (!session.url)
      return { status: 'failed', ref: session.id, message: 'Stripe gave no checkout page.' };
    return { status: 'redirect', ref: session.id, url: session.url };
  }

  async confirm(ref: string): Promise<PaymentOutcome> {
    // Stripe confirms on its own page; the webhook reports the result.
    return { status: 'redirect', ref, url: '' };
  }

  async renew(request: RenewalRequest) {
    if (request.customer === null || request.paymentMethod === null) {
      return { status: 'failed' as const, message: 'No saved payment method.' };
    }
    try {
      const intent = await this.deps.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customer,
          payment_method: request.paymentMethod,
          off_session: true,
          confirm: true,
          metadata: { order_id: String(request.orderId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return intent.status === 'succeeded'
        ? { status: 'paid' as const, ref: intent.id }
        : { status: 'failed' as const, message: `Payment ${intent.status}.` };
    } catch (error) {
      return { status: 'failed' as const, message: (error as Error).message };
    }
  }

  async refund(ref: string, amountMinor: number, idempotencyKey: string): Promise<void> {
    await this.deps.stripe.refunds.create(
      { payment_intent: ref, amount: amountMinor },
      { idempotencyKey: `refund-${idempotencyKey}` },
    );
  }
}
