// The programme's terms and rules (public), the partner accepting the current rules, and the
// public click on a referral link.
import { and, eq } from 'drizzle-orm';
import { minimumPayoutMinor, REFERRAL_WINDOW_DAYS } from '@contract/affiliate';
import type { Language } from '@contract/preferences';
import type { AffiliateProgramme, AffiliateStatus } from '@contract/schemas/affiliate';
import { ValidationError } from '../errors/HttpError';
import type { AffiliateDeps, AffiliateMembership } from './affiliateMembership';
import { AFFILIATE_RULES_VERSION, rulesSections } from './affiliateRulesText';
import { affiliateClicks, affiliates } from './affiliateTables';

export class ProgrammeService {
  constructor(
    private readonly deps: Pick<AffiliateDeps, 'db' | 'clock' | 'config'> & {
      membership: AffiliateMembership;
    },
  ) {}

  /**
   * The programme's terms for its landing page: the commission and windows from configuration,
   * and the minimum payout in the caller's currency (a signed-in keeper's, else the language's).
   */
  async programme(userId: number | null, language: Language): Promise<AffiliateProgramme> {
    const { config, membership } = this.deps;
    const currency =
      userId === null ? (language === 'jp' ? 'JPY' : 'USD') : await membership.currencyOf(userId);
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

  async acceptRules(userId: number, version: string, linkOrigin: string): Promise<AffiliateStatus> {
    const { db, clock, membership } = this.deps;
    const row = await membership.accepted(userId);
    if (version !== AFFILIATE_RULES_VERSION) {
      throw new ValidationError({
        version: ['The rules have changed: read the current version and accept it.'],
      });
    }
    const [updated] = await db
      .update(affiliates)
      .set({ acceptedRulesVersion: version, acceptedRulesAt: clock.now(), updatedAt: clock.now() })
      .where(eq(affiliates.id, row.id))
      .returning();
    return membership.statusOf(updated, linkOrigin);
  }

  async click(code: string, landingPath: string): Promise<void> {
    const { db, clock } = this.deps;
    const [affiliate] = await db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(
        and(eq(affiliates.code, code.trim().toUpperCase()), eq(affiliates.status, 'accepted')),
      );
    if (!affiliate) throw new ValidationError({ code: ['This referral code does not exist.'] });
    await db
      .insert(affiliateClicks)
      .values({ affiliateId: affiliate.id, landingPath, createdAt: clock.now() });
  }
}
