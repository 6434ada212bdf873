import { randomKey } from '../contact';

/**
 * The Idempotency-Key of checkout attempts. One attempt is one press of "Pay" for one cart and
 * one card: sending it again — a double click, or a retry after the network or the server gave
 * no answer — reuses its key, so the API charges it once and answers the first result again.
 * An answer closes the attempt (paid, declined, needs confirmation): the next press is a new
 * attempt with a new key, as a new card or a changed cart must be.
 */
export class CheckoutAttempt {
  private open: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for what is being paid now (`fingerprint`: the cart and card as sent). */
  keyFor(fingerprint: string): string {
    if (this.open?.fingerprint !== fingerprint) {
      this.open = { fingerprint, key: `checkout-${this.newKey()}` };
    }
    return this.open.key;
  }

  /** The API answered the attempt: whatever comes next is a new one. */
  close(): void {
    this.open = null;
  }
}
