// Who is an affiliate, and what every part of the programme reads about them: the caller's row,
// the "accepted affiliates only" rule (403), their status with the rules' version, their link,
// and their currency (billing country, else saved language).
import { eq } from 'drizzle-orm';
import type { AffiliateStatus } from '@contract/schemas/affiliate';
import { type BillingConfig, currencyOfCountry } from '../billing';
import type { Database } from '../db/openDatabase';
import { billingData, users } from '../db/schema';
import { HttpError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import type { NotificationService } from '../notifications';
import { AFFILIATE_RULES_VERSION } from './affiliateRulesText';
import { affiliates } from './affiliateTables';

export const NOT_AN_AFFILIATE = 'Only accepted affiliates can do this.';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** What the programme's services are built from (one object, as every service of the server). */
export interface AffiliateDeps {
  db: Database;
  clock: Clock;
  config: BillingConfig;
  notifications: NotificationService;
}

export class AffiliateMembership {
  constructor(private readonly deps: Pick<AffiliateDeps, 'db'>) {}

  async row(userId: number, db: Database = this.deps.db): Promise<AffiliateRow | undefined> {
    const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
    return row;
  }

  /** 403 unless the user is an accepted affiliate (a route's guard, before its body is read). */
  async assertAccepted(userId: number): Promise<void> {
    await this.accepted(userId);
  }

  async accepted(userId: number): Promise<AffiliateRow> {
    const row = await this.row(userId);
    if (!row || row.status !== 'accepted') throw new HttpError(403, NOT_AN_AFFILIATE);
    return row;
  }

  /** The referral link of `code`, on the site at `linkOrigin` (http/publicOrigin.ts). */
  link(code: string, linkOrigin: string): string {
    return `${linkOrigin}/?ref=${encodeURIComponent(code)}`;
  }

  statusOf(row: AffiliateRow | undefined, linkOrigin: string): AffiliateStatus {
    const current = AFFILIATE_RULES_VERSION;
    const accepted = row?.acceptedRulesVersion ?? null;
    const code = row?.status === 'accepted' ? row.code : null;
    return {
      status: row?.status ?? 'none',
      decline_reason: row?.status === 'declined' ? row.declineReason : null,
      code,
      link: code === null ? null : this.link(code, linkOrigin),
      rules: {
        current_version: current,
        accepted_version: accepted,
        accepted_at: accepted === null ? null : (row?.acceptedRulesAt?.toISOString() ?? null),
        has_accepted_current: row?.status === 'accepted' && accepted === current,
      },
    };
  }

  async me(userId: number, linkOrigin: string): Promise<AffiliateStatus> {
    return this.statusOf(await this.row(userId), linkOrigin);
  }

  /** The affiliate's currency: their billing country's, else yen for Japanese, else USD. */
  async currencyOf(userId: number): Promise<string> {
    const [row] = await this.deps.db
      .select({ country: billingData.country, language: users.language })
      .from(users)
      .leftJoin(billingData, eq(billingData.userId, users.id))
      .where(eq(users.id, userId));
    const country = row?.country || (row?.language === 'jp' ? 'JP' : null);
    return country === null ? 'USD' : currencyOfCountry(country);
  }
}
