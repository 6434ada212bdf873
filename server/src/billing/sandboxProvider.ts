// The embedded payment sandbox (PAYMENT_PROVIDER=sandbox, the default): no network, outcomes by
// card number as the README documents — the same numbers Stripe's test mode uses.
import { createHash } from 'node:crypto';
import type { Clock } from '../http/clock';
import {
  DECLINED_MESSAGE,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  type RenewalRequest,
} from './paymentProvider';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  confirm: '4000002500003155',
} as const;

export const UNKNOWN_CARD_MESSAGE =
  'Use a sandbox test card: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for confirmation).';

function digits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

function refOf(key: string): string {
  return `sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly deps: { clock: Clock }) {}

  check(card: PaymentRequest['card']): Record<string, string[]> | null {
    if (card === undefined) return { payment: ['The payment field is required.'] };
    const number = digits(card.card_number);
    if (!(Object.values(SANDBOX_CARDS) as string[]).includes(number)) {
      return { 'payment.card_number': [UNKNOWN_CARD_MESSAGE] };
    }
    const now = this.deps.clock.now();
    const expired =
      card.exp_year < now.getUTCFullYear() ||
      (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
    if (expired) return { 'payment.exp_year': ['The card has expired.'] };
    return null;
  }

  async start(request: PaymentRequest): Promise<PaymentOutcome> {
    const ref = refOf(request.idempotencyKey);
    const number = digits(request.card?.card_number ?? '');
    if (number === SANDBOX_CARDS.declined)
      return { status: 'failed', ref, message: DECLINED_MESSAGE };
    if (number === SANDBOX_CARDS.confirm) return { status: 'requires_confirmation', ref };
    return { status: 'paid', ref };
  }

  async confirm(ref: string): Promise<PaymentOutcome> {
    return { status: 'paid', ref };
  }

  async renew(request: RenewalRequest) {
    if (request.renewalCard === null || request.renewalCard === SANDBOX_CARDS.declined) {
      return { status: 'failed' as const, message: DECLINED_MESSAGE };
    }
    return { status: 'paid' as const, ref: refOf(request.idempotencyKey) };
  }

  async refund(): Promise<void> {}
}

/** The card kept for renewals: its number only (sandbox numbers are public test numbers). */
export function renewalCardOf(card: PaymentRequest['card']): string | null {
  return card === undefined ? null : digits(card.card_number);
}
