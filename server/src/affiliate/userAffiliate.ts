// The affiliate part of the user object: the has-accepted-affiliate-program-rules guard of the
// site reads user.has_accepted_affiliate_program_rules (src/app/routeMiddleware.ts); the
// contract's user.affiliate {status, has_accepted_rules} carries the same for newer screens.
import { eq } from 'drizzle-orm';
import type { UserAffiliate } from '@contract/schemas/affiliate';
import type { Database } from '../db/openDatabase';
import { affiliates } from './affiliateTables';
import { AFFILIATE_RULES_VERSION } from './affiliateRulesText';

type AffiliateRow = typeof affiliates.$inferSelect;

export async function userAffiliate(db: Database, userId: number): Promise<UserAffiliate> {
  const [row] = await db
    .select({ status: affiliates.status, version: affiliates.acceptedRulesVersion })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  return affiliateOf(row);
}

/** The user's affiliate standing from their affiliates row (none: never applied). */
export function affiliateOf(
  row:
    { status: AffiliateRow['status']; version: AffiliateRow['acceptedRulesVersion'] } | undefined,
): UserAffiliate {
  return {
    status: row?.status ?? 'none',
    has_accepted_rules: row?.status === 'accepted' && row.version === AFFILIATE_RULES_VERSION,
  };
}
