// An order as stored and as the API shows it, and the receipt numbers orders are given: shared by
// the order service, checkout, the renewal job and the routes, kept apart from the service so none
// of them needs the service to read an order.
import { sql } from 'drizzle-orm';
import type { Order } from '@contract/schemas/billing';
import type { Database } from '../db/openDatabase';
import { orders, receiptCounters } from './billingTables';

export const ORDER_NOT_FOUND = 'Order not found.';
export type OrderRow = typeof orders.$inferSelect;

export function orderView(row: OrderRow): Order {
  return {
    id: String(row.id),
    number: row.number,
    status: row.status,
    lines: row.lines,
    subtotal_minor: row.subtotalMinor,
    discount_minor: row.discountMinor,
    tax_minor: row.taxMinor,
    total_minor: row.totalMinor,
    currency: row.currency,
    tax_inclusive: row.taxInclusive,
    tax_rate_bp: row.taxRateBp,
    promo_code: row.promoCode,
    kind: row.kind,
    payment_provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** The next receipt number of the year, inside the caller's transaction: gapless, never reused. */
export async function nextReceiptNumber(db: Database, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  if (!row) throw new Error('receipt counter returned nothing');
  return `PC-${year}-${String(row.last).padStart(6, '0')}`;
}
