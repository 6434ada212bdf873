// The affiliate programme: one row per user who applied (the application and, once accepted, the
// affiliate), clicks on referral links, referred sign-ups and commissions on their orders.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CommissionStatus, PayoutSettings } from '@contract/schemas/affiliate';
import { at, id, parentRef, textIn, timestamps } from '../db/columns';
import { users } from '../db/schema';
import { CASCADE, personalDataLines } from '../db/personalData';

export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull(),
    /** Given on acceptance; unique, used in links and as a promo code. */
    code: text('code').unique(),
    website: text('website'),
    audience: text('audience').notNull(),
    channels: jsonb('channels').$type<string[]>().notNull(),
    message: text('message'),
    declineReason: text('decline_reason'),
    appliedAt: at('applied_at').notNull(),
    decidedAt: at('decided_at'),
    acceptedRulesVersion: text('accepted_rules_version'),
    /** When that version was accepted (the rules page shows it). */
    acceptedRulesAt: at('accepted_rules_at'),
    payout: jsonb('payout').$type<PayoutSettings>(),
    ...timestamps,
  },
  () => [textIn('affiliates_status_check', 'status', ['pending', 'accepted', 'declined'])],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: id(),
    affiliateId: parentRef('affiliate_id', () => affiliates.id),
    landingPath: text('landing_path').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('affiliate_clicks_affiliate_idx').on(t.affiliateId, t.createdAt)],
);

/** A keeper who signed up through a referral link; one referrer per keeper. */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    affiliateId: parentRef('affiliate_id', () => affiliates.id),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedUpAt: at('signed_up_at').notNull(),
  },
  (t) => [index('referrals_affiliate_idx').on(t.affiliateId, t.signedUpAt)],
);

export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    affiliateId: parentRef('affiliate_id', () => affiliates.id),
    /** One commission per order (orders.id). */
    orderId: integer('order_id').notNull().unique(),
    /** Null once the referred keeper's account is erased (the commission stays the affiliate's). */
    referredUserId: integer('referred_user_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CommissionStatus>().notNull(),
    /** End of the refund window: pending until then, payable after. */
    payableAt: at('payable_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('commissions_pending_idx').on(t.status, t.payableAt),
    textIn('commissions_status_check', 'status', ['pending', 'payable', 'reversed', 'paid']),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const affiliatePersonalData = personalDataLines([
  // The affiliate programme.
  {
    table: 'affiliates',
    export: [{ section: 'affiliate', via: 'user_id', deletion: 'affiliate' }],
    erasure: CASCADE,
  },
  {
    table: 'affiliate_clicks',
    export: [{ section: 'affiliate_clicks', via: 'affiliate_id' }],
    erasure: CASCADE,
  },
  {
    table: 'referrals',
    export: [
      { section: 'referred_by', via: 'referred_user_id', omit: ['referred_user_id'] },
      { section: 'affiliate_referrals', via: 'affiliate_id', omit: ['referred_user_id'] },
    ],
    erasure: CASCADE,
  },
  {
    table: 'commissions',
    export: [{ section: 'affiliate_commissions', via: 'affiliate_id', omit: ['referred_user_id'] }],
    erasure: [
      { how: 'cascade' },
      {
        how: 'detached',
        column: 'referred_user_id',
        why:
          "an affiliate's commission on the erased keeper's order is the affiliate's earning: " +
          'it stays, without the keeper',
      },
    ],
  },
]);
