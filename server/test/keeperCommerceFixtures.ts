// The keeper's shop and affiliate rows for the keeper-data fixtures (keeperDataFixtures.ts): a
// cart, a used promo code, report credits; the keeper as an affiliate with a click, a referral
// and a commission, and referred by the other keeper's affiliate account.
import {
  affiliateClicks,
  affiliates,
  commissions,
  referrals,
} from '../src/affiliate/affiliateTables';
import {
  cartLines,
  carts,
  promoRedemptions,
  healthReportCredits,
} from '../src/billing/billingTables';
import type { Database } from '../src/db/openDatabase';

export async function fillCommerceTables(
  db: Database,
  { userId, petId, marker }: { userId: number; petId: number; marker: string },
  referrer: { userId: number },
): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  await db
    .insert(cartLines)
    .values({ userId, kind: 'health_report', petId, quantity: 1 })
    .onConflictDoNothing();
  await db
    .insert(promoRedemptions)
    .values({ userId, code: 'WELCOME10', orderId: 1 })
    .onConflictDoNothing();
  await db.insert(healthReportCredits).values({ petId, available: 1 }).onConflictDoNothing();

  // The keeper is an affiliate with a click, a referred keeper (the referrer, for simplicity)
  // and a commission; and was referred by the referrer's own affiliate account.
  const [mine] = await db
    .insert(affiliates)
    .values({
      userId,
      status: 'accepted',
      code: `C${userId}X`,
      audience: marker,
      channels: ['blog'],
      appliedAt: new Date(),
      decidedAt: new Date(),
    })
    .returning();
  const [theirs] = await db
    .insert(affiliates)
    .values({
      userId: referrer.userId,
      status: 'accepted',
      code: `R${referrer.userId}X`,
      audience: 'cats',
      channels: ['blog'],
      appliedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  await db.insert(affiliateClicks).values({
    affiliateId: mine!.id,
    landingPath: `/${marker.toLowerCase()}`,
    createdAt: new Date(),
  });
  await db
    .insert(referrals)
    .values({ affiliateId: mine!.id, referredUserId: referrer.userId, signedUpAt: new Date() });
  if (theirs) {
    await db
      .insert(referrals)
      .values({ affiliateId: theirs.id, referredUserId: userId, signedUpAt: new Date() });
  }
  await db.insert(commissions).values({
    affiliateId: mine!.id,
    orderId: 900_000 + userId,
    referredUserId: referrer.userId,
    amountMinor: 120,
    currency: 'GBP',
    status: 'payable',
    payableAt: new Date(),
    createdAt: new Date(),
  });
}
