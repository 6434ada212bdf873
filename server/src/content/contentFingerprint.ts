// A cheap hash of all public content. `npm start` compares it with the one the static site was
// built from to decide whether to rebuild. Per table it folds in the row count, the newest
// updated_at and a digest of (id, updated_at) pairs, so edits, additions, deletions and
// (un)publishing all change it; draft edits do not.
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import { careItems, cities, faqArticles, homeContent, newsPosts, pages } from '../db/schema';

interface Source {
  name: string;
  table: PgTable;
  id: PgColumn;
  updatedAt: PgColumn;
  where?: SQL;
}

const SOURCES: Source[] = [
  {
    name: 'news',
    table: newsPosts,
    id: newsPosts.id,
    updatedAt: newsPosts.updatedAt,
    where: eq(newsPosts.status, 'published'),
  },
  {
    name: 'faq',
    table: faqArticles,
    id: faqArticles.id,
    updatedAt: faqArticles.updatedAt,
    where: eq(faqArticles.status, 'published'),
  },
  {
    name: 'cities',
    table: cities,
    id: cities.id,
    updatedAt: cities.updatedAt,
    where: eq(cities.status, 'published'),
  },
  {
    name: 'care',
    table: careItems,
    id: careItems.id,
    updatedAt: careItems.updatedAt,
    where: eq(careItems.status, 'published'),
  },
  {
    name: 'pages',
    table: pages,
    id: pages.id,
    updatedAt: pages.updatedAt,
    where: eq(pages.status, 'published'),
  },
  { name: 'home', table: homeContent, id: homeContent.id, updatedAt: homeContent.updatedAt },
];

async function tableDigest(db: Database, source: Source): Promise<string> {
  // Epoch microseconds as text: identical on every driver (no Date parsing or time zones).
  const stamp = sql`(extract(epoch from ${source.updatedAt}) * 1000000)::bigint::text`;
  const [row] = await db
    .select({
      rows: sql<string>`count(*)::text`,
      newest: sql<string | null>`max(${stamp})`,
      digest: sql<
        string | null
      >`md5(string_agg(${source.id}::text || ':' || ${stamp}, ',' order by ${source.id}))`,
    })
    .from(source.table)
    .where(source.where);
  return `${source.name}:${row?.rows ?? 0}:${row?.newest ?? ''}:${row?.digest ?? ''}`;
}

export async function contentFingerprint(db: Database): Promise<string> {
  const parts = await Promise.all(SOURCES.map((source) => tableDigest(db, source)));
  return createHash('md5').update(parts.join('|')).digest('hex');
}
