import { majorAmount } from '@contract/pets/visitCost';
import type { CartLine, Order } from '@contract/schemas/billing';
import type { AnalyticsParams } from '../../app/core/analytics';

/** Product names for analytics: stable and in English whatever the keeper's language. */
const ITEM_NAMES = {
  premium_monthly: 'PetCare Premium (monthly)',
  premium_yearly: 'PetCare Premium (yearly)',
  health_report: 'AI health report',
} as const;

function itemOf(line: CartLine, currency: string) {
  const id = line.kind === 'plan' ? (line.plan ?? 'premium_monthly') : 'health_report';
  return {
    item_id: id,
    item_name: ITEM_NAMES[id],
    // What one unit cost after its proration credit, before the order's promo code.
    price: majorAmount(line.amount_minor / line.quantity, currency),
    quantity: line.quantity,
  };
}

/**
 * GA4's `purchase` ecommerce payload of a paid order: amounts in major units as numbers
 * (GA4 reads 4.99, not 499), `value` what was charged, `tax` the tax within or on top of it,
 * `coupon` the promo code when one was used. The receipt number is the transaction id.
 */
export function purchaseEcommerce(order: Order): AnalyticsParams {
  const { currency } = order;
  return {
    ecommerce: {
      transaction_id: order.number,
      value: majorAmount(order.total_minor, currency),
      currency,
      tax: majorAmount(order.tax_minor, currency),
      ...(order.promo_code ? { coupon: order.promo_code } : {}),
      items: order.lines.map((line) => itemOf(line, currency)),
    },
  };
}
