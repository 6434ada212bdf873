// The partner's dashboard: clicks, sign-ups, conversions and earnings per day, week or month with
// the balances (in the affiliate's own currency), and recent referrals without personal data.
import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AffiliateStats, Referral, StatsPeriod } from '@contract/schemas/affiliate';
import { ValidationError } from '../errors/HttpError';
import { DAY, addMs } from '../http/clock';
import type { AffiliateDeps, AffiliateMembership } from './affiliateMembership';
import { affiliateClicks, commissions, referrals } from './affiliateTables';

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

export class StatsService {
  constructor(
    private readonly deps: Pick<AffiliateDeps, 'db' | 'clock'> & {
      membership: AffiliateMembership;
    },
  ) {}

  async stats(
    userId: number,
    period: StatsPeriod,
    fromText: string | undefined,
    toText: string | undefined,
  ): Promise<AffiliateStats> {
    const affiliate = await this.deps.membership.accepted(userId);
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
    const currency = await this.deps.membership.currencyOf(userId);
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
    const affiliate = await this.deps.membership.accepted(userId);
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
}
