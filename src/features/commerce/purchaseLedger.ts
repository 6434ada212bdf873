/** The two lists the ledger keeps: orders paid in this tab, and orders already reported. */
export interface LedgerStorage {
  /** This tab (sessionStorage): survives the trip to a payment page and back, not a new tab. */
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** This browser (localStorage): a report is never sent twice, in any tab, after any reload. */
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const AWAITING_KEY = 'petcare-purchase-awaiting';
const REPORTED_KEY = 'petcare-purchase-reported';
/** Enough for any keeper's recent orders; the oldest ids fall off. */
const KEEP = 50;

function read(storage: LedgerStorage['session'], key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(storage: LedgerStorage['session'], key: string, ids: string[]): void {
  try {
    storage?.setItem(key, JSON.stringify(ids.slice(-KEEP)));
  } catch {
    // Storage full or blocked: the ledger's memory still covers this page's life.
  }
}

export function browserLedgerStorage(): LedgerStorage {
  const get = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return { session: get('sessionStorage'), local: get('localStorage') };
}

/**
 * Which completed orders the `purchase` event was sent for. An order is reported once: only when
 * this tab started its checkout (`expect`), and never again once reported — a reload of the
 * confirmation, a second tab, or an old receipt opened later send nothing.
 */
export class PurchaseLedger {
  /** Blocked storage (private modes) still leaves one report per order while the page lives. */
  private readonly awaitingHere = new Set<string>();
  private readonly reportedHere = new Set<string>();

  constructor(private readonly storage: LedgerStorage = browserLedgerStorage()) {}

  /** This tab is paying for the order (sandbox, or before leaving for the provider's page). */
  expect(orderId: string): void {
    this.awaitingHere.add(orderId);
    const awaiting = read(this.storage.session, AWAITING_KEY);
    if (!awaiting.includes(orderId)) {
      write(this.storage.session, AWAITING_KEY, [...awaiting, orderId]);
    }
  }

  /** True exactly once per order this tab paid for: the caller sends the event then. */
  claim(orderId: string): boolean {
    const awaiting = read(this.storage.session, AWAITING_KEY);
    const reported = read(this.storage.local, REPORTED_KEY);
    const expected = awaiting.includes(orderId) || this.awaitingHere.has(orderId);
    if (!expected || reported.includes(orderId) || this.reportedHere.has(orderId)) return false;
    this.reportedHere.add(orderId);
    this.awaitingHere.delete(orderId);
    write(this.storage.local, REPORTED_KEY, [...reported, orderId]);
    write(
      this.storage.session,
      AWAITING_KEY,
      awaiting.filter((id) => id !== orderId),
    );
    return true;
  }
}
