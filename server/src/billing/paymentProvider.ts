// One interface for taking money, two implementations: the embedded sandbox (default; documented
// test cards) and Stripe Checkout (stripeProvider.ts). Checkout, confirmation, renewals and
// refunds only ever talk to this interface.
import type { SandboxCard } from '@contract/schemas/billing';

export interface PaymentRequest {
  orderId: number;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** The order's idempotency key: the provider charges once per key. */
  idempotencyKey: string;
  customerEmail: string;
  card: SandboxCard | undefined;
  /** The site the keeper pays from: a hosted payment page sends them back there. */
  linkOrigin: string;
}

export type PaymentOutcome =
  | { status: 'paid'; ref: string | null }
  | { status: 'requires_confirmation'; ref: string }
  | { status: 'redirect'; ref: string; url: string }
  | { status: 'failed'; ref: string | null; message: string };

export interface RenewalRequest {
  orderId: number;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  /** What the first checkout left for charging later (sandbox card, Stripe customer/method). */
  renewalCard: string | null;
  customer: string | null;
  paymentMethod: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Field errors of the payment details before anything is stored (a card the sandbox lacks). */
  check(card: SandboxCard | undefined): Record<string, string[]> | null;
  start(request: PaymentRequest): Promise<PaymentOutcome>;
  /** The extra confirmation step (sandbox 3-D Secure stand-in). */
  confirm(ref: string): Promise<PaymentOutcome>;
  renew(
    request: RenewalRequest,
  ): Promise<{ status: 'paid'; ref: string } | { status: 'failed'; message: string }>;
  refund(ref: string, amountMinor: number, idempotencyKey: string): Promise<void>;
}

export const DECLINED_MESSAGE = 'Your card was declined. Please try another card.';
