// The demo keeper's commerce: Biscuit on Premium (monthly) paid with the sandbox's success card
// and its receipt; the keeper is an accepted affiliate (rules accepted, PayPal payouts) with
// clicks over the last two months and three referred keepers: one whose commission was paid out
// last month, one payable (refund window over) and one still pending. Also the public promo codes the README lists. Runs once,
// with the demo keeper's creation (seedAccounts), inside the seed's transaction.
import { and, eq } from 'drizzle-orm';
import type { CartLine } from '@contract/schemas/billing';
import { DAY, addMs } from '../../http/clock';
import type { BillingConfig } from '../../billing/billingConfig';
import { orders, promoCodes, subscriptions } from '../../billing/billingTables';
import { addMonths, applyTax, divideHalfUp } from '../../billing/money';
import { nextReceiptNumber } from '../../billing/orderRecords';
import { SANDBOX_CARDS } from '../../billing/sandboxProvider';
import {
  affiliateClicks,
  affiliates,
  commissions,
  referrals,
} from '../../affiliate/affiliateTables';
import { AFFILIATE_RULES_VERSION } from '../../affiliate/affiliateRulesText';
import { pets } from '../../pets/petTables';
import type { Database } from '../openDatabase';
import { users } from '../schema';

export const DEMO_AFFILIATE_CODE = 'ALEXPETS';

/** Public demo codes (README): a percentage, an expired one, and one in yen only. */
export async function seedPromoCodes(db: Database): Promise<void> {
  await db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', percentOff: 10 },
      { code: 'SUMMER2025', percentOff: 20, expiresAt: new Date('2025-09-01T00:00:00Z') },
      { code: 'NIHON500', amountOffMinor: 500, currency: 'JPY' },
    ])
    .onConflictDoNothing();
}

async function paidOrder(
  db: Database,
  input: {
    userId: number;
    petId: number;
    petName: string;
    plan: 'premium_monthly' | 'premium_yearly';
    amount: number;
    paidAt: Date;
    affiliateUserId: number | null;
  },
) {
  const line: CartLine = {
    id: 'demo',
    kind: 'plan',
    pet_id: String(input.petId),
    plan: input.plan,
    quantity: 1,
    unit_amount_minor: input.amount,
    proration_credit_minor: 0,
    amount_minor: input.amount,
    description: `${input.petName}: ${input.plan === 'premium_yearly' ? 'Premium, yearly' : 'Premium, monthly'}`,
  };
  const { total, tax } = applyTax(input.amount, 0, false);
  const [order] = await db
    .insert(orders)
    .values({
      number: await nextReceiptNumber(db, input.paidAt),
      userId: input.userId,
      kind: 'checkout',
      status: 'paid',
      idempotencyKey: `demo-seed-${input.userId}-${input.petId}`,
      lines: [line],
      subtotalMinor: input.amount,
      discountMinor: 0,
      taxMinor: tax,
      totalMinor: total,
      currency: 'USD',
      taxRateBp: 0,
      taxInclusive: false,
      taxCountry: null,
      promoCode: null,
      affiliateUserId: input.affiliateUserId,
      provider: 'sandbox',
      providerRef: `sandbox_demo_${input.userId}_${input.petId}`,
      nextAction: { type: 'none' },
      paidAt: input.paidAt,
      createdAt: input.paidAt,
      updatedAt: input.paidAt,
    })
    .returning();
  if (!order) throw new Error('demo order insert returned nothing');
  await db
    .insert(subscriptions)
    .values({
      petId: input.petId,
      userId: input.userId,
      plan: input.plan,
      status: 'active',
      currentPeriodStart: input.paidAt,
      currentPeriodEnd: addMonths(input.paidAt, input.plan === 'premium_yearly' ? 12 : 1),
      amountMinor: input.amount,
      currency: 'USD',
      renewalCard: SANDBOX_CARDS.success,
    })
    .onConflictDoNothing();
  return order;
}

export async function seedDemoCommerce(
  db: Database,
  demoId: number,
  billing: BillingConfig,
  now: Date,
): Promise<void> {
  const usd = billing.prices.USD ?? {
    premium_monthly: 499,
    premium_yearly: 4990,
    health_report: 1499,
  };
  const [biscuit] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, demoId), eq(pets.name, 'Biscuit')));
  if (biscuit) {
    await paidOrder(db, {
      userId: demoId,
      petId: biscuit.id,
      petName: biscuit.name,
      plan: 'premium_monthly',
      amount: usd.premium_monthly,
      paidAt: addMs(now, -10 * DAY),
      affiliateUserId: null,
    });
  }

  const [affiliate] = await db
    .insert(affiliates)
    .values({
      userId: demoId,
      status: 'accepted',
      code: DEMO_AFFILIATE_CODE,
      website: 'https://example.com/biscuit-and-miso',
      audience:
        'Dog and cat keepers following Biscuit and Miso on Instagram (about 6,000 followers).',
      channels: ['instagram', 'newsletter'],
      message: null,
      appliedAt: addMs(now, -70 * DAY),
      decidedAt: addMs(now, -68 * DAY),
      acceptedRulesVersion: AFFILIATE_RULES_VERSION,
      acceptedRulesAt: addMs(now, -68 * DAY + 3_600_000),
      payout: {
        method: 'paypal',
        iban: null,
        account_holder: null,
        paypal_email: 'alex.payouts@example.com',
        tax_id: null,
        tax_country: 'US',
        payout_threshold_minor: 5000,
      },
    })
    .onConflictDoNothing()
    .returning();
  if (!affiliate) return;
  const clickDays = [1, 2, 2, 4, 5, 7, 9, 12, 15, 18, 20, 22, 25, 27, 33, 41, 50, 53, 61];
  await db.insert(affiliateClicks).values(
    clickDays.map((days, i) => ({
      affiliateId: affiliate.id,
      landingPath: i % 3 === 0 ? '/affiliate-program/join' : '/',
      createdAt: addMs(now, -days * DAY - i * 3_600_000),
    })),
  );
  // Three keepers who signed up through Alex's link and subscribed: one 52 days ago (paid out),
  // one 20 days ago (past the refund window: payable), one 3 days ago (pending). No passwords:
  // they are figures, not logins.
  const referred = [
    {
      email: 'referred-keeper-3@petcare.local',
      name: 'Sam Rivera',
      pet: 'Juniper',
      daysAgo: 52,
      // Yearly: a monthly plan would renew at the first start, and its new commission would
      // show this referral as pending again.
      plan: 'premium_yearly' as const,
      paidOut: true,
    },
    {
      email: 'referred-keeper-1@petcare.local',
      name: 'Jamie Lee',
      pet: 'Pepper',
      daysAgo: 20,
      plan: 'premium_yearly' as const,
      paidOut: false,
    },
    {
      email: 'referred-keeper-2@petcare.local',
      name: 'Noa Tanaka',
      pet: 'Mochi',
      daysAgo: 3,
      plan: 'premium_monthly' as const,
      paidOut: false,
    },
  ];
  for (const person of referred) {
    const [user] = await db
      .insert(users)
      .values({ email: person.email, name: person.name, passwordHash: null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const signedUpAt = addMs(now, -(person.daysAgo + 1) * DAY);
    await db
      .insert(referrals)
      .values({ affiliateId: affiliate.id, referredUserId: user.id, signedUpAt });
    const [pet] = await db
      .insert(pets)
      .values({
        userId: user.id,
        name: person.pet,
        species: 'cat',
        createdAt: signedUpAt,
        updatedAt: signedUpAt,
      })
      .returning({ id: pets.id });
    if (!pet) continue;
    const paidAt = addMs(now, -person.daysAgo * DAY);
    const amount = usd[person.plan];
    const order = await paidOrder(db, {
      userId: user.id,
      petId: pet.id,
      petName: person.pet,
      plan: person.plan,
      amount,
      paidAt,
      affiliateUserId: demoId,
    });
    const payableAt = addMs(paidAt, billing.refundWindowDays * DAY);
    await db.insert(commissions).values({
      affiliateId: affiliate.id,
      orderId: order.id,
      referredUserId: user.id,
      amountMinor: divideHalfUp(order.totalMinor * billing.commissionBp, 10_000),
      currency: 'USD',
      status: person.paidOut ? 'paid' : payableAt <= now ? 'payable' : 'pending',
      payableAt,
      createdAt: paidAt,
    });
  }
}
