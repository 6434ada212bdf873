// Promo codes at the cart: a shop code (percent or amount off, in its currency, until it
// expires) or an accepted affiliate's code (the programme's discount; never one's own), each
// usable once per keeper. What applies now, or why it does not (shown as errors.code).
import { and, eq } from 'drizzle-orm';
import { affiliates } from '../affiliate';
import type { Database } from '../db/openDatabase';
import { promoCodes, promoRedemptions } from './billingTables';
import type { CommerceDeps } from './cartService';
import type { AppliedPromo, Region } from './pricing';

export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist.',
  expired: 'This promo code has expired.',
  used: 'You have already used this promo code.',
  own: 'You cannot use your own affiliate code.',
  currency: (currency: string) => `This promo code is only valid for orders in ${currency}.`,
};

/** A code as it applies to this keeper now, or why it does not. */
export async function resolvePromo(
  deps: Pick<CommerceDeps, 'clock' | 'config'>,
  db: Database,
  userId: number,
  code: string,
  region: Region,
): Promise<{ promo: AppliedPromo } | { error: string }> {
  const [used] = await db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.code, code)));
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (row) {
    if (row.expiresAt !== null && row.expiresAt <= deps.clock.now()) {
      return { error: PROMO_MESSAGES.expired };
    }
    if (used) return { error: PROMO_MESSAGES.used };
    if (row.amountOffMinor !== null && row.currency !== region.currency) {
      return { error: PROMO_MESSAGES.currency(row.currency ?? '') };
    }
    return {
      promo: {
        code,
        percent_off: row.percentOff,
        amount_off_minor: row.amountOffMinor,
        affiliateUserId: null,
      },
    };
  }
  const [affiliate] = await db
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.code, code), eq(affiliates.status, 'accepted')));
  if (!affiliate) return { error: PROMO_MESSAGES.unknown };
  if (affiliate.userId === userId) return { error: PROMO_MESSAGES.own };
  if (used) return { error: PROMO_MESSAGES.used };
  return {
    promo: {
      code,
      percent_off: deps.config.affiliateCodeDiscountPercent,
      amount_off_minor: null,
      affiliateUserId: affiliate.userId,
    },
  };
}
