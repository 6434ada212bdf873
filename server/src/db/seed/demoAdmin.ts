// What the admin console shows in the demo: the affiliates' promo packs (seeded into an empty
// table, so an admin's later edits stay), and a keeper's affiliate application waiting for a
// decision. The applicant has no password: a figure to decide about, not a login.
import type { Database } from '../openDatabase';
import { DEFAULT_PROMO_PACKS } from '../../affiliate/promoPacks';
import { affiliates } from '../../affiliate/affiliateTables';
import { promoPacks, userRoles, users } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

export async function seedPromoPacks(db: Database, now: Date): Promise<void> {
  const [any] = await db.select({ id: promoPacks.id }).from(promoPacks).limit(1);
  if (any) return;
  await db
    .insert(promoPacks)
    .values(
      DEFAULT_PROMO_PACKS.map((pack) => ({
        slug: pack.slug,
        colour: pack.colour,
        title: pack.title,
        description: pack.description,
        headline: pack.headline,
        texts: pack.texts as Record<'en' | 'jp', Record<'instagram' | 'x' | 'newsletter', string>>,
        status: 'published' as const,
        publishedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** A keeper who applied to the affiliate programme two days ago (pending). */
export async function seedPendingAffiliateApplication(db: Database, now: Date): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({
      email: 'pending-affiliate@petcare.local',
      name: 'Riley Chen',
      passwordHash: null,
      createdAt: new Date(now.getTime() - 30 * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Already there (an earlier start): whatever an admin decided since stays decided.
  if (!user) return;
  await db.insert(userRoles).values({ userId: user.id, name: 'pet-keeper' });
  await db.insert(affiliates).values({
    userId: user.id,
    status: 'pending',
    website: 'https://example.com/riley-rescues',
    audience: 'Volunteers and adopters of a cat rescue in Vancouver (newsletter, 2,400 readers).',
    channels: ['newsletter', 'instagram'],
    message: 'We would like to recommend PetCare to new adopters in our welcome pack.',
    appliedAt: new Date(now.getTime() - 2 * DAY),
  });
}
