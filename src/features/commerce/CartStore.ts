import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AddCartLineBody,
  Cart,
  CheckoutResult,
  Order,
  SandboxCard,
} from '@contract/schemas/billing';
import { ApiError } from '../../http/ApiError';
import type { LoadState } from '../../stores/KeyedResource';
import { CheckoutAttempt } from './CheckoutAttempt';
import type { CommerceApi } from './commerceApi';
import { PurchaseLedger } from './purchaseLedger';

/** What a checkout (or its confirmation step) came to. */
export type CheckoutOutcome =
  | { kind: 'paid'; order: Order }
  /** The card asks the keeper to confirm the payment (the sandbox's 3-D Secure stand-in). */
  | { kind: 'confirm'; order: Order }
  /** Stripe Checkout: the payment happens on the provider's page. */
  | { kind: 'redirect'; order: Order; url: string }
  /** Still being processed (a provider that reports later): the order page follows it. */
  | { kind: 'pending'; order: Order };

export interface CartStoreOptions {
  /** After an order is paid: the plans and the user changed (has_subscription, chat limit). */
  onPaid?: (order: Order) => Promise<void> | void;
  /** Failures the forms do not show themselves (network, 5xx): the app's error toast. */
  onError?: (error: Error) => void;
  ledger?: PurchaseLedger;
  attempt?: CheckoutAttempt;
}

/** A 422 belongs on the form; anything else is told by a toast. */
function isFormError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

/** No answer came (network, timeout, overload): the same attempt may be sent again. */
function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * The keeper's cart as the API prices it (lines, promo code, tax, total) and its checkout. Every
 * change answers with the whole cart priced again, which replaces what is held: the totals shown
 * are always the server's.
 */
export class CartStore {
  cart: Cart | null = null;
  state: LoadState = 'idle';
  /** A checkout or confirmation is on its way: the pay button waits, a second press joins it. */
  paying = false;
  private pending: Promise<CheckoutOutcome> | null = null;
  private loading: Promise<void> | null = null;
  readonly ledger: PurchaseLedger;
  private readonly attempt: CheckoutAttempt;

  constructor(
    private readonly api: CommerceApi,
    private readonly options: CartStoreOptions = {},
  ) {
    this.ledger = options.ledger ?? new PurchaseLedger();
    this.attempt = options.attempt ?? new CheckoutAttempt();
    makeAutoObservable<CartStore, 'api' | 'options' | 'pending' | 'loading' | 'attempt'>(this, {
      api: false,
      options: false,
      pending: false,
      loading: false,
      ledger: false,
      attempt: false,
    });
  }

  /** Units in the cart (a line of three reports counts three), for the cart badge. */
  get count(): number {
    return this.cart?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  }

  get isEmpty(): boolean {
    return (this.cart?.lines.length ?? 0) === 0;
  }

  private set(cart: Cart): Cart {
    this.cart = cart;
    this.state = 'ready';
    return cart;
  }

  /**
   * Loads the cart. `quiet`: for the badge in the shell, which the keeper did not ask for — no
   * toast, and a cart already held is not asked for again.
   */
  load({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    if (quiet && this.state === 'ready') return Promise.resolve();
    this.loading ??= (async () => {
      if (this.cart === null) this.state = 'loading';
      try {
        const cart = await this.api.cart(quiet ? { notify: false } : undefined);
        runInAction(() => this.set(cart));
      } catch {
        runInAction(() => {
          if (this.cart === null) this.state = 'failed';
        });
      }
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  async add(body: AddCartLineBody): Promise<Cart> {
    const cart = await this.api.addLine(body);
    return runInAction(() => this.set(cart));
  }

  async setQuantity(lineId: string, quantity: number): Promise<Cart> {
    const cart = await this.api.setQuantity(lineId, quantity);
    return runInAction(() => this.set(cart));
  }

  async remove(lineId: string): Promise<Cart> {
    const cart = await this.api.removeLine(lineId);
    return runInAction(() => this.set(cart));
  }

  /** Applies a code; a 422 (unknown, expired, already used…) is thrown for the promo field. */
  async applyPromo(code: string): Promise<Cart> {
    try {
      const cart = await this.api.setPromo(code);
      return runInAction(() => this.set(cart));
    } catch (error) {
      if (!isFormError(error)) this.options.onError?.(error as Error);
      throw error;
    }
  }

  async clearPromo(): Promise<Cart> {
    const cart = await this.api.clearPromo();
    return runInAction(() => this.set(cart));
  }

  /**
   * Pays the cart with the card (none for a provider with its own payment page). A second call
   * while one is on its way gets the same answer: one attempt, one charge. Field errors (the
   * card declined, a code that expired meanwhile) are thrown as the API's 422 for the form.
   */
  checkout(card: SandboxCard | undefined): Promise<CheckoutOutcome> {
    this.pending ??= this.run(async () => {
      const fingerprint = JSON.stringify({ card: card ?? null, cart: this.cart });
      const key = this.attempt.keyFor(fingerprint);
      return this.api.checkout(card === undefined ? {} : { payment: card }, key);
    });
    return this.pending;
  }

  /** The extra confirmation step, after the keeper confirmed in the dialog. */
  confirm(orderId: string): Promise<CheckoutOutcome> {
    this.pending ??= this.run(() => this.api.confirm(orderId));
    return this.pending;
  }

  private async run(send: () => Promise<CheckoutResult>): Promise<CheckoutOutcome> {
    this.paying = true;
    try {
      let result: CheckoutResult;
      try {
        result = await send();
      } catch (error) {
        if (!isUnanswered(error)) this.attempt.close();
        if (!isFormError(error)) this.options.onError?.(error as Error);
        throw error;
      }
      this.attempt.close();
      return await this.settle(result);
    } finally {
      runInAction(() => {
        this.paying = false;
        this.pending = null;
      });
    }
  }

  private async settle({ order, next_action: next }: CheckoutResult): Promise<CheckoutOutcome> {
    if (order.status === 'paid') {
      this.ledger.expect(order.id);
      await this.afterPaid(order);
      return { kind: 'paid', order };
    }
    // This tab is paying for it: the purchase is reported when the order shows paid here.
    this.ledger.expect(order.id);
    if (next.type === 'confirm') return { kind: 'confirm', order };
    if (next.type === 'redirect' && next.url) return { kind: 'redirect', order, url: next.url };
    return { kind: 'pending', order };
  }

  /** The server emptied the cart and changed the plans: everything that shows them follows. */
  async afterPaid(order: Order): Promise<void> {
    await Promise.all([
      this.load({ quiet: false }).catch(() => undefined),
      Promise.resolve(this.options.onPaid?.(order)).catch(() => undefined),
    ]);
  }

  clear(): void {
    this.cart = null;
    this.state = 'idle';
    this.attempt.close();
  }
}
