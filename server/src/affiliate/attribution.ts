// Sign-up attribution. The site keeps the code of the last referral link clicked in the
// first-party cookie petcare-referral for 30 days (last click wins) and sends it with the
// registration; the server checks the code, that it was clicked within the window, and that the
// affiliate is not the new keeper (same mailbox). Anything else is ignored: sign-up still works.
import { and, eq, gte } from 'drizzle-orm';
import { REFERRAL_WINDOW_DAYS } from '@contract/schemas/affiliate';
import { DAY, addMs, type Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { affiliateClicks, affiliates, referrals } from './affiliateTables';

/** Compared without case, dots or +tags in the local part: one mailbox, one person. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]!.replace(/\./g, '')}@${domain}`;
}

export async function attributeSignup(
  db: Database,
  clock: Clock,
  signup: { userId: number; email: string; code: string },
): Promise<boolean> {
  const now = clock.now();
  const [affiliate] = await db
    .select({ id: affiliates.id, userId: affiliates.userId, email: users.email })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(eq(affiliates.code, signup.code.trim().toUpperCase()), eq(affiliates.status, 'accepted')),
    );
  if (!affiliate || affiliate.userId === signup.userId) return false;
  if (mailboxOf(affiliate.email) === mailboxOf(signup.email)) return false;
  const [click] = await db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.affiliateId, affiliate.id),
        gte(affiliateClicks.createdAt, addMs(now, -REFERRAL_WINDOW_DAYS * DAY)),
      ),
    )
    .limit(1);
  if (!click) return false;
  const inserted = await db
    .insert(referrals)
    .values({ affiliateId: affiliate.id, referredUserId: signup.userId, signedUpAt: now })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}
