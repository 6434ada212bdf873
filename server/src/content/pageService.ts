import { and, eq } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import type { Page } from '@contract/schemas/pages';
import type { Database } from '../db/openDatabase';
import { pages } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';

export async function getPage(db: Database, locale: Locale, slug: string): Promise<Page> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.locale, locale), eq(pages.slug, slug), eq(pages.status, 'published')))
    .limit(1);
  if (!row) throw new NotFoundError('Page not found.');
  return {
    key: row.key,
    slug: row.slug,
    locale: row.locale as Locale,
    title: row.title,
    body_html: row.bodyHtml,
    updated_at: row.updatedAt.toISOString(),
  };
}
