import { and, eq } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import type { Page } from '@contract/schemas/pages';
import type { Database } from '../db/openDatabase';
import { pages } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { type OperatorConfig, withOperatorDetails } from '../legal';

/** A published page; the operator's details (settings) fill the legal pages' marker. */
export async function getPage(
  db: Database,
  locale: Locale,
  slug: string,
  operator: OperatorConfig,
): Promise<Page> {
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
    body_html: withOperatorDetails(row.bodyHtml, operator, row.key, row.locale as Locale),
    updated_at: row.updatedAt.toISOString(),
  };
}
