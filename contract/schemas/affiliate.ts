// The affiliate programme (server/src/affiliate/README.md): applications, versioned rules, referral link and code,
// click and sign-up attribution, commissions, the dashboard figures and payout settings.
import { Type, type Static } from '@sinclair/typebox';
import { PAYOUT_METHODS, STATS_PERIODS } from '../affiliate';
import { JP_ACCOUNT_TYPES } from '../japaneseBankAccount';
import { EmailField, Line, MultiLine, Nullable, RequiredText, StringEnum } from './common';

// The programme's fixed values live in the data module contract/affiliate.ts (the site bundles
// them); re-exported here for the API's existing imports.
export {
  AFFILIATE_CODE_PATTERN,
  PAYOUT_METHODS,
  REFERRAL_COOKIE,
  REFERRAL_WINDOW_DAYS,
  STATS_PERIODS,
  type StatsPeriod,
} from '../affiliate';

const Timestamp = Type.String({ format: 'date-time' });

export const AFFILIATE_STATUSES = ['none', 'pending', 'accepted', 'declined'] as const;
export type AffiliateStatusCode = (typeof AFFILIATE_STATUSES)[number];
export const COMMISSION_STATUSES = ['pending', 'payable', 'reversed', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const AffiliateRulesState = Type.Object({
  current_version: Type.String(),
  accepted_version: Nullable(Type.String()),
  /** When the accepted version was accepted; null before any. */
  accepted_at: Nullable(Timestamp),
  has_accepted_current: Type.Boolean(),
});

export const AffiliateStatus = Type.Object(
  {
    status: StringEnum(AFFILIATE_STATUSES),
    decline_reason: Nullable(Type.String()),
    code: Nullable(Type.String()),
    link: Nullable(Type.String()),
    rules: AffiliateRulesState,
  },
  { title: 'AffiliateStatus' },
);
export type AffiliateStatus = Static<typeof AffiliateStatus>;

/** What the user object carries (read leniently by the client). */
export const UserAffiliate = Type.Object({
  status: StringEnum(AFFILIATE_STATUSES),
  has_accepted_rules: Type.Boolean(),
});
export type UserAffiliate = Static<typeof UserAffiliate>;

/** The programme's terms as the landing page states them (public; the caller's currency). */
export const AffiliateProgramme = Type.Object(
  {
    commission_bp: Type.Integer({ description: 'Commission in basis points (2000 = 20 %).' }),
    referral_window_days: Type.Integer(),
    refund_window_days: Type.Integer({ description: 'A commission is pending this long.' }),
    code_discount_percent: Type.Integer(),
    rules_version: Type.String(),
    currency: Type.String(),
    minimum_payout_minor: Type.Integer({
      description: 'The smallest payout threshold, in the minor unit of `currency`.',
    }),
  },
  { title: 'AffiliateProgramme' },
);
export type AffiliateProgramme = Static<typeof AffiliateProgramme>;

export const AffiliateApplicationBody = Type.Object(
  {
    website: Type.Optional(Type.String({ maxLength: 300, format: 'uri' })),
    audience: MultiLine(2000, { minLength: 10 }),
    channels: Type.Array(RequiredText(60), { minItems: 1, maxItems: 10 }),
    message: Type.Optional(MultiLine(2000)),
  },
  { additionalProperties: false },
);
export type AffiliateApplicationBody = Static<typeof AffiliateApplicationBody>;

export const AffiliateRules = Type.Object(
  {
    version: Type.String(),
    sections: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
  },
  { title: 'AffiliateRules' },
);
export type AffiliateRules = Static<typeof AffiliateRules>;

export const AcceptRulesBody = Type.Object(
  { version: RequiredText(40) },
  { additionalProperties: false },
);

export const ClickBody = Type.Object(
  {
    code: RequiredText(40),
    landing_path: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '^/[^\\u0000-\\u001F\\u007F]*$',
    }),
  },
  { additionalProperties: false },
);
export type ClickBody = Static<typeof ClickBody>;

export const StatsQuery = Type.Object(
  {
    period: Type.Optional(StringEnum(STATS_PERIODS)),
    from: Type.Optional(Type.String({ format: 'date' })),
    to: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type StatsQuery = Static<typeof StatsQuery>;

export const StatsPoint = Type.Object({
  date: Type.String({ format: 'date', description: 'First day of the bucket.' }),
  clicks: Type.Integer(),
  signups: Type.Integer(),
  conversions: Type.Integer(),
  earnings_minor: Type.Integer(),
});
export type StatsPoint = Static<typeof StatsPoint>;

export const AffiliateStats = Type.Object(
  {
    series: Type.Array(StatsPoint),
    totals: Type.Object({
      clicks: Type.Integer(),
      signups: Type.Integer(),
      conversions: Type.Integer(),
      earnings_minor: Type.Integer(),
      pending_minor: Type.Integer(),
      payable_minor: Type.Integer(),
      /** Paid out so far (all time). */
      paid_minor: Type.Integer(),
    }),
    currency: Type.String(),
  },
  { title: 'AffiliateStats' },
);
export type AffiliateStats = Static<typeof AffiliateStats>;

export const Referral = Type.Object(
  {
    id: Type.String(),
    signed_up_at: Timestamp,
    converted: Type.Boolean(),
    commission_minor: Type.Integer(),
    commission_status: Nullable(StringEnum(COMMISSION_STATUSES)),
    /** (commerce) The commission's currency (the referred keeper's order), null before a sale. */
    currency: Nullable(Type.String()),
  },
  { title: 'Referral' },
);
export type Referral = Static<typeof Referral>;

export const PromoPackSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  banner_count: Type.Integer(),
});
export type PromoPackSummary = Static<typeof PromoPackSummary>;
export const PromoPack = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    banners: Type.Array(
      Type.Object({
        id: Type.String(),
        width: Type.Integer(),
        height: Type.Integer(),
        url: Type.String(),
      }),
    ),
    texts: Type.Array(
      Type.Object({ locale: Type.String(), channel: Type.String(), text: Type.String() }),
    ),
  },
  { title: 'PromoPack' },
);
export type PromoPack = Static<typeof PromoPack>;

export const PayoutSettings = Type.Object(
  {
    method: StringEnum(PAYOUT_METHODS),
    iban: Type.Optional(Nullable(Line(42))),
    account_holder: Type.Optional(Nullable(Line(120))),
    paypal_email: Type.Optional(Nullable(EmailField)),
    // A Japanese bank account (method jp_bank); codes and number may be typed in full-width
    // digits, the API stores them half-width. The holder is account_holder, in katakana.
    bank_name: Type.Optional(Nullable(Line(60))),
    bank_code: Type.Optional(Nullable(Line(8))),
    branch_name: Type.Optional(Nullable(Line(60))),
    branch_code: Type.Optional(Nullable(Line(8))),
    account_type: Type.Optional(Nullable(StringEnum(JP_ACCOUNT_TYPES))),
    account_number: Type.Optional(Nullable(Line(16))),
    tax_id: Type.Optional(Nullable(Line(40))),
    tax_country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
    payout_threshold_minor: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false, title: 'PayoutSettings' },
);
export type PayoutSettings = Static<typeof PayoutSettings>;

export const AdminApplication = Type.Object(
  {
    id: Type.String(),
    status: StringEnum(AFFILIATE_STATUSES),
    user: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
    website: Nullable(Type.String()),
    audience: Type.String(),
    channels: Type.Array(Type.String()),
    message: Nullable(Type.String()),
    decline_reason: Nullable(Type.String()),
    applied_at: Timestamp,
    decided_at: Nullable(Timestamp),
  },
  { title: 'AffiliateApplication' },
);
export type AdminApplication = Static<typeof AdminApplication>;

export const AdminApplicationsQuery = Type.Object(
  {
    status: Type.Optional(StringEnum(['pending', 'accepted', 'declined'] as const)),
  },
  { additionalProperties: false },
);
export const DeclineBody = Type.Object(
  { reason: RequiredText(500) },
  { additionalProperties: false },
);

export const AffiliateStatusResponse = Type.Object({ data: AffiliateStatus });
export const AffiliateProgrammeResponse = Type.Object({ data: AffiliateProgramme });
export const AffiliateRulesResponse = Type.Object({ data: AffiliateRules });
export const AffiliateStatsResponse = Type.Object({ data: AffiliateStats });
export const ReferralList = Type.Object({ data: Type.Array(Referral) });
export const PromoPackList = Type.Object({ data: Type.Array(PromoPackSummary) });
export const PromoPackResponse = Type.Object({ data: PromoPack });
export const PayoutSettingsResponse = Type.Object({ data: Nullable(PayoutSettings) });
export const AdminApplicationList = Type.Object({ data: Type.Array(AdminApplication) });
export const AdminApplicationResponse = Type.Object({ data: AdminApplication });
