// The affiliate programme: applications and the admin's decision (the keeper is notified, live),
// versioned rules, the referral code and link, clicks and sign-up attribution, the dashboard
// figures, referrals without personal data, and payout settings.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bankTransferMethod, minimumPayoutMinor, REFERRAL_WINDOW_DAYS } from '@contract/affiliate';
import { isCountryCode } from '@contract/countries';
import { isValidIban, normaliseIban } from '@contract/iban';
import type { Language } from '@contract/preferences';
import {
  type AdminApplication,
  type AffiliateApplicationBody,
  type AffiliateProgramme,
  type AffiliateStats,
  type AffiliateStatus,
  type PayoutSettings,
  type PromoPack,
  type Referral,
  type StatsPeriod,
  type UserAffiliate,
} from '@contract/schemas/affiliate';
import { DAY, addMs, type Clock } from '../http/clock';
import type { BillingConfig } from '../billing/billingConfig';
import type { Database } from '../db/openDatabase';
import { billingData, users } from '../db/schema';
import { HttpError, NotFoundError, ValidationError, type FieldErrors } from '../errors/HttpError';
import type { NotificationService } from '../notifications/notificationService';
import { currencyOfCountry, MINOR_DIGITS } from '../billing/billingConfig';
import { affiliateClicks, affiliates, commissions, referrals } from './affiliateTables';
import { AFFILIATE_RULES_VERSION, rulesSections } from './affiliateRulesText';
import { japaneseBankAccount } from './japaneseBankPayout';
import { BANNER_SIZES, bannerPng, findPack, publishedPacks, readyToPost } from './promoPacks';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const NOT_AN_AFFILIATE = 'Only accepted affiliates can do this.';
export const AFFILIATE_DECISION_TYPE = 'affiliate_application';

type AffiliateRow = typeof affiliates.$inferSelect;

export interface AffiliateDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
  notifications: NotificationService;
  /** The origin of links written now (http/publicOrigin.ts). */
  publicUrl: () => string;
}

const BUCKET_LIMIT: Record<StatsPeriod, number> = { day: 92, week: 53, month: 24 };

function startOf(period: StatsPeriod, date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (period === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (period === 'month') d.setUTCDate(1);
  return d;
}

function nextBucket(period: StatsPeriod, date: Date): Date {
  const d = new Date(date.getTime());
  if (period === 'day') d.setUTCDate(d.getUTCDate() + 1);
  else if (period === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export class AffiliateService {
  constructor(private readonly deps: AffiliateDeps) {}

  private async row(
    userId: number,
    db: Database = this.deps.db,
  ): Promise<AffiliateRow | undefined> {
    const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
    return row;
  }

  /** 403 unless the user is an accepted affiliate (a route's guard, before its body is read). */
  async assertAccepted(userId: number): Promise<void> {
    await this.accepted(userId);
  }

  private async accepted(userId: number): Promise<AffiliateRow> {
    const row = await this.row(userId);
    if (!row || row.status !== 'accepted') throw new HttpError(403, NOT_AN_AFFILIATE);
    return row;
  }

  link(code: string): string {
    return `${this.deps.publicUrl()}/?ref=${encodeURIComponent(code)}`;
  }

  statusOf(row: AffiliateRow | undefined): AffiliateStatus {
    const current = AFFILIATE_RULES_VERSION;
    const accepted = row?.acceptedRulesVersion ?? null;
    const code = row?.status === 'accepted' ? row.code : null;
    return {
      status: row?.status ?? 'none',
      decline_reason: row?.status === 'declined' ? row.declineReason : null,
      code,
      link: code === null ? null : this.link(code),
      rules: {
        current_version: current,
        accepted_version: accepted,
        accepted_at: accepted === null ? null : (row?.acceptedRulesAt?.toISOString() ?? null),
        has_accepted_current: row?.status === 'accepted' && accepted === current,
      },
    };
  }

  async me(userId: number): Promise<AffiliateStatus> {
    return this.statusOf(await this.row(userId));
  }

  async apply(userId: number, body: AffiliateApplicationBody): Promise<AffiliateStatus> {
    const now = this.deps.clock.now();
    const application = {
      status: 'pending' as const,
      website: body.website ?? null,
      audience: body.audience,
      channels: body.channels,
      message: body.message ?? null,
      declineReason: null,
      appliedAt: now,
      decidedAt: null,
      updatedAt: now,
    };
    // A declined keeper may apply again; a pending or accepted one may not.
    const [row] = await this.deps.db
      .insert(affiliates)
      .values({ userId, ...application })
      .onConflictDoUpdate({
        target: affiliates.userId,
        set: application,
        where: eq(affiliates.status, 'declined'),
      })
      .returning();
    if (!row) {
      const existing = await this.row(userId);
      throw new ValidationError({
        application: [
          existing?.status === 'accepted'
            ? 'You are already an affiliate.'
            : 'Your application is being reviewed: we will let you know.',
        ],
      });
    }
    return this.statusOf(row);
  }

  /**
   * The programme's terms for its landing page: the commission and windows from configuration,
   * and the minimum payout in the caller's currency (a signed-in keeper's, else the language's).
   */
  async programme(userId: number | null, language: Language): Promise<AffiliateProgramme> {
    const { config } = this.deps;
    const currency =
      userId === null ? (language === 'jp' ? 'JPY' : 'USD') : await this.currencyOf(userId);
    return {
      commission_bp: config.commissionBp,
      referral_window_days: REFERRAL_WINDOW_DAYS,
      refund_window_days: config.refundWindowDays,
      code_discount_percent: config.affiliateCodeDiscountPercent,
      rules_version: AFFILIATE_RULES_VERSION,
      currency,
      minimum_payout_minor: minimumPayoutMinor(currency),
    };
  }

  rules(language: Language) {
    const { config } = this.deps;
    return {
      version: AFFILIATE_RULES_VERSION,
      sections: rulesSections(language, {
        commissionPercent: config.commissionBp / 100,
        refundWindowDays: config.refundWindowDays,
        discountPercent: config.affiliateCodeDiscountPercent,
      }),
    };
  }

  async acceptRules(userId: number, version: string): Promise<AffiliateStatus> {
    const row = await this.accepted(userId);
    if (version !== AFFILIATE_RULES_VERSION) {
      throw new ValidationError({
        version: ['The rules have changed: read the current version and accept it.'],
      });
    }
    const [updated] = await this.deps.db
      .update(affiliates)
      .set({
        acceptedRulesVersion: version,
        acceptedRulesAt: this.deps.clock.now(),
        updatedAt: this.deps.clock.now(),
      })
      .where(eq(affiliates.id, row.id))
      .returning();
    return this.statusOf(updated);
  }

  /** What the user object carries: the guard of the affiliate pages reads has_accepted_rules. */
  async userAffiliate(userId: number): Promise<UserAffiliate> {
    const status = this.statusOf(await this.row(userId));
    return { status: status.status, has_accepted_rules: status.rules.has_accepted_current };
  }

  async click(code: string, landingPath: string): Promise<void> {
    const [affiliate] = await this.deps.db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(
        and(eq(affiliates.code, code.trim().toUpperCase()), eq(affiliates.status, 'accepted')),
      );
    if (!affiliate) throw new ValidationError({ code: ['This referral code does not exist.'] });
    await this.deps.db
      .insert(affiliateClicks)
      .values({ affiliateId: affiliate.id, landingPath, createdAt: this.deps.clock.now() });
  }

  private async currencyOf(userId: number): Promise<string> {
    const [row] = await this.deps.db
      .select({ country: billingData.country, language: users.language })
      .from(users)
      .leftJoin(billingData, eq(billingData.userId, users.id))
      .where(eq(users.id, userId));
    const country = row?.country || (row?.language === 'jp' ? 'JP' : null);
    return country === null ? 'USD' : currencyOfCountry(country);
  }

  async stats(
    userId: number,
    period: StatsPeriod,
    fromText: string | undefined,
    toText: string | undefined,
  ): Promise<AffiliateStats> {
    const affiliate = await this.accepted(userId);
    const today = startOf('day', this.deps.clock.now());
    const to = toText ? new Date(`${toText}T00:00:00Z`) : today;
    const defaultSpan = { day: 29, week: 7 * 11, month: 0 }[period];
    let from = fromText ? new Date(`${fromText}T00:00:00Z`) : addMs(to, -defaultSpan * DAY);
    if (!fromText && period === 'month')
      from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1));
    if (from > to) throw new ValidationError({ from: ['The start must not be after the end.'] });
    const buckets: Date[] = [];
    for (let at = startOf(period, from); at <= to; at = nextBucket(period, at)) {
      buckets.push(at);
      if (buckets.length > BUCKET_LIMIT[period]) {
        throw new ValidationError({
          from: [`At most ${BUCKET_LIMIT[period]} ${period}s at once.`],
        });
      }
    }
    const start = buckets[0] ?? startOf(period, from);
    const end = nextBucket('day', to);
    const currency = await this.currencyOf(userId);
    const range = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
    const [clicks, signups, sales] = await Promise.all([
      this.deps.db
        .select({ at: affiliateClicks.createdAt })
        .from(affiliateClicks)
        .where(
          and(eq(affiliateClicks.affiliateId, affiliate.id), range(affiliateClicks.createdAt)),
        ),
      this.deps.db
        .select({ at: referrals.signedUpAt })
        .from(referrals)
        .where(and(eq(referrals.affiliateId, affiliate.id), range(referrals.signedUpAt))),
      this.deps.db
        .select({
          at: commissions.createdAt,
          amount: commissions.amountMinor,
          currency: commissions.currency,
        })
        .from(commissions)
        .where(
          and(
            eq(commissions.affiliateId, affiliate.id),
            ne(commissions.status, 'reversed'),
            range(commissions.createdAt),
          ),
        ),
    ]);
    const series = buckets.map((bucket) => ({
      date: bucket.toISOString().slice(0, 10),
      clicks: 0,
      signups: 0,
      conversions: 0,
      earnings_minor: 0,
    }));
    const indexOf = (at: Date) => {
      const key = startOf(period, at).toISOString().slice(0, 10);
      return series.find((point) => point.date === key);
    };
    for (const c of clicks) { const p = indexOf(c.at); if (p) p.clicks += 1; } // prettier-ignore
    for (const s of signups) { const p = indexOf(s.at); if (p) p.signups += 1; } // prettier-ignore
    for (const sale of sales) {
      const point = indexOf(sale.at);
      if (!point) continue;
      point.conversions += 1;
      if (sale.currency === currency) point.earnings_minor += sale.amount;
    }
    const [balances] = await this.deps.db
      .select({
        pending: sql<number>`coalesce(sum(${commissions.amountMinor}) filter (where ${commissions.status} = 'pending'), 0)::int`,
        payable: sql<number>`coalesce(sum(${commissions.amountMinor}) filter (where ${commissions.status} = 'payable'), 0)::int`,
        paid: sql<number>`coalesce(sum(${commissions.amountMinor}) filter (where ${commissions.status} = 'paid'), 0)::int`,
      })
      .from(commissions)
      .where(and(eq(commissions.affiliateId, affiliate.id), eq(commissions.currency, currency)));
    const sum = (key: 'clicks' | 'signups' | 'conversions' | 'earnings_minor') =>
      series.reduce((total, point) => total + point[key], 0);
    return {
      series,
      totals: {
        clicks: sum('clicks'),
        signups: sum('signups'),
        conversions: sum('conversions'),
        earnings_minor: sum('earnings_minor'),
        pending_minor: Number(balances?.pending ?? 0),
        payable_minor: Number(balances?.payable ?? 0),
        paid_minor: Number(balances?.paid ?? 0),
      },
      currency,
    };
  }

  async referrals(userId: number): Promise<Referral[]> {
    const affiliate = await this.accepted(userId);
    const rows = await this.deps.db
      .select()
      .from(referrals)
      .where(eq(referrals.affiliateId, affiliate.id))
      .orderBy(desc(referrals.signedUpAt), desc(referrals.id))
      .limit(50);
    if (rows.length === 0) return [];
    const earned = await this.deps.db
      .select()
      .from(commissions)
      .where(
        and(
          eq(commissions.affiliateId, affiliate.id),
          inArray(
            commissions.referredUserId,
            rows.map((row) => row.referredUserId),
          ),
        ),
      )
      .orderBy(asc(commissions.createdAt));
    return rows.map((row) => {
      const own = earned.filter((c) => c.referredUserId === row.referredUserId);
      const counted = own.filter((c) => c.status !== 'reversed');
      const latest = own[own.length - 1];
      return {
        id: String(row.id),
        signed_up_at: row.signedUpAt.toISOString(),
        converted: counted.length > 0,
        commission_minor: counted.reduce((total, c) => total + c.amountMinor, 0),
        commission_status: latest?.status ?? null,
        currency: latest?.currency ?? null,
      };
    });
  }

  async promoPacks(userId: number, language: Language) {
    await this.accepted(userId);
    return (await publishedPacks(this.deps.db)).map((pack) => ({
      slug: pack.slug,
      title: pack.title[language],
      description: pack.description[language],
      banner_count: BANNER_SIZES.length,
    }));
  }

  async promoPack(userId: number, slug: string, language: Language): Promise<PromoPack> {
    const affiliate = await this.accepted(userId);
    const pack = await findPack(this.deps.db, slug);
    if (!pack) throw new NotFoundError('Promo pack not found.');
    const link = this.link(affiliate.code ?? '');
    return {
      slug: pack.slug,
      title: pack.title[language],
      banners: BANNER_SIZES.map((size) => ({
        id: size.id,
        width: size.width,
        height: size.height,
        url: `${this.deps.publicUrl()}/api/affiliate/promo-packs/${pack.slug}/banners/${size.id}.png?lang=${language}`,
      })),
      texts: (['en', 'jp'] as const).flatMap((locale) =>
        Object.entries(pack.texts[locale]).map(([channel, text]) => ({
          locale,
          channel,
          text: readyToPost(text, locale, link),
        })),
      ),
    };
  }

  /** A published pack's banner as PNG, or null when there is no such pack or size. */
  async banner(slug: string, sizeId: string, language: Language): Promise<Buffer | null> {
    const pack = await findPack(this.deps.db, slug);
    const png = pack ? bannerPng(pack, sizeId, language) : null;
    return png ? await png : null;
  }

  async payoutSettings(userId: number): Promise<PayoutSettings | null> {
    return (await this.accepted(userId)).payout;
  }

  async savePayoutSettings(userId: number, body: PayoutSettings): Promise<PayoutSettings> {
    const affiliate = await this.accepted(userId);
    const errors: FieldErrors = {};
    const settings: PayoutSettings = {
      method: body.method,
      iban: null,
      account_holder: null,
      paypal_email: null,
      bank_name: null,
      bank_code: null,
      branch_name: null,
      branch_code: null,
      account_type: null,
      account_number: null,
      tax_id: body.tax_id ?? null,
      tax_country: body.tax_country ?? null,
      payout_threshold_minor: body.payout_threshold_minor,
    };
    const currency = await this.currencyOf(userId);
    if (body.method === 'paypal') {
      if (!body.paypal_email) errors.paypal_email = ['The PayPal e-mail is required.'];
      else settings.paypal_email = body.paypal_email.toLowerCase();
    } else if (body.method !== bankTransferMethod(currency)) {
      // Japanese banks have no IBAN, and a Japanese account is paid in yen only.
      errors.method = [
        currency === 'JPY'
          ? 'Payouts in yen go to a Japanese bank account or PayPal.'
          : 'A Japanese bank account takes payouts in yen only: give an IBAN or PayPal.',
      ];
    } else if (body.method === 'jp_bank') {
      Object.assign(settings, japaneseBankAccount(body, errors));
    } else {
      if (!body.iban) errors.iban = ['The IBAN is required for bank transfers.'];
      else if (!isValidIban(body.iban))
        errors.iban = ['This IBAN is not valid: check it for typos.'];
      else settings.iban = normaliseIban(body.iban);
      if (!body.account_holder) errors.account_holder = ['The account holder is required.'];
      else settings.account_holder = body.account_holder;
    }
    const minimum = minimumPayoutMinor(currency);
    if (body.payout_threshold_minor < minimum) {
      errors.payout_threshold_minor = [
        `The payout threshold must be at least ${majorText(minimum, currency)} ${currency}.`,
      ];
    }
    if (settings.tax_country !== null && !isCountryCode(settings.tax_country)) {
      errors.tax_country = ['The selected tax country is invalid.'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await this.deps.db
      .update(affiliates)
      .set({ payout: settings, updatedAt: this.deps.clock.now() })
      .where(eq(affiliates.id, affiliate.id));
    return settings;
  }

  // Admin

  private adminView(
    row: AffiliateRow,
    user: { publicId: string; name: string; email: string },
  ): AdminApplication {
    return {
      id: String(row.id),
      status: row.status,
      user: { id: user.publicId, name: user.name, email: user.email },
      website: row.website,
      audience: row.audience,
      channels: row.channels,
      message: row.message,
      decline_reason: row.declineReason,
      applied_at: row.appliedAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  }

  async applications(
    status: 'pending' | 'accepted' | 'declined' | undefined,
  ): Promise<AdminApplication[]> {
    const rows = await this.deps.db
      .select({
        affiliate: affiliates,
        user: { publicId: users.publicId, name: users.name, email: users.email },
      })
      .from(affiliates)
      .innerJoin(users, eq(users.id, affiliates.userId))
      .where(status === undefined ? undefined : eq(affiliates.status, status))
      .orderBy(asc(affiliates.appliedAt), asc(affiliates.id))
      .limit(200);
    return rows.map((row) => this.adminView(row.affiliate, row.user));
  }

  private async newCode(db: Database, name: string): Promise<string> {
    const letters =
      name
        .normalize('NFKD')
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 6) || 'PET';
    for (;;) {
      const code = `${letters}${randomInt(100, 10_000)}`;
      const [taken] = await db
        .select({ id: affiliates.id })
        .from(affiliates)
        .where(eq(affiliates.code, code));
      if (!taken) return code;
    }
  }

  /**
   * Accepts or declines a pending application; `audit` runs in the same transaction with the
   * application before and after (the admin console's audit log).
   */
  async decide(
    applicationId: number,
    decision: { accept: true } | { accept: false; reason: string },
    audit?: (tx: Database, before: AdminApplication, after: AdminApplication) => Promise<void>,
  ) {
    const { db, clock, notifications } = this.deps;
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ affiliate: affiliates, user: users })
        .from(affiliates)
        .innerJoin(users, eq(users.id, affiliates.userId))
        .where(eq(affiliates.id, applicationId))
        .for('update');
      if (!found) throw new NotFoundError(APPLICATION_NOT_FOUND);
      if (found.affiliate.status !== 'pending') {
        throw new ValidationError({ status: ['This application has already been decided.'] });
      }
      const now = clock.now();
      const [row] = await tx
        .update(affiliates)
        .set(
          decision.accept
            ? {
                status: 'accepted',
                code: found.affiliate.code ?? (await this.newCode(tx, found.user.name)),
                decidedAt: now,
                updatedAt: now,
              }
            : {
                status: 'declined',
                declineReason: decision.reason,
                decidedAt: now,
                updatedAt: now,
              },
        )
        .where(eq(affiliates.id, applicationId))
        .returning();
      if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
      const after = this.adminView(row, found.user);
      await audit?.(tx, this.adminView(found.affiliate, found.user), after);
      await notifications.createNotification(
        found.user.id,
        AFFILIATE_DECISION_TYPE,
        decisionNotification(decision, found.user.language),
        tx,
      );
      return after;
    });
  }
}

/** 5000 USD minor units → "50.00"; JPY has no minor unit. */
function majorText(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

function decisionNotification(
  decision: { accept: true } | { accept: false; reason: string },
  language: Language,
) {
  if (decision.accept) {
    return language === 'jp'
      ? {
          title: 'アフィリエイトプログラムへの参加が承認されました',
          body: 'プログラム規約に同意すると、紹介リンクとダッシュボードをご利用いただけます。',
          action_url: '/affiliate-program/join',
        }
      : {
          title: 'Welcome to the PetCare affiliate programme',
          body: 'Your application was accepted. Accept the programme rules to get your referral link and dashboard.',
          action_url: '/affiliate-program/join',
        };
  }
  return language === 'jp'
    ? {
        title: 'アフィリエイトプログラムへのお申し込みについて',
        body: `今回はご参加をお受けできませんでした。理由：${decision.reason}`,
        action_url: '/affiliate-program/join',
      }
    : {
        title: 'About your affiliate application',
        body: `We could not accept your application this time. Reason: ${decision.reason}`,
        action_url: '/affiliate-program/join',
      };
}
