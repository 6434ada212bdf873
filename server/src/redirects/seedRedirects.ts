// Two example redirects, so editors see how the table is used and the client's route lookup has
// something to apply: a relative one (client navigation) and an absolute one (full page load).
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import { redirects } from '../db/schema';

export function exampleRedirects(publicUrl: string) {
  return [
    // The old blog lives on as the news section.
    { fromPath: '/blog/', toPath: '/news/', status: 301 as const },
    // An absolute target: the Japanese blog address, sent to the Japanese news on the public origin.
    { fromPath: '/jp/blog/', toPath: `${publicUrl}/jp/news/`, status: 302 as const },
  ];
}

/**
 * Inserts the examples into an empty table only: once editors keep their own list, a deleted
 * example must not come back at the next start.
 */
export async function seedRedirects(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  const existing = await db.select({ id: redirects.id }).from(redirects).limit(1);
  if (existing.length > 0) return;
  await db.insert(redirects).values(exampleRedirects(config.publicUrl)).onConflictDoNothing();
}
