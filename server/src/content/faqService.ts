// Reads published FAQ articles; the same rules as news (newest first, drafts hidden).
import { coverImagePath } from '@contract/coverImages';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import type { FaqArticle, FaqSummary } from '@contract/schemas/faq';
import type { Database } from '../db/openDatabase';
import { faqArticles } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { offsetOf, type PageRequest } from '../http/pagination';
import { groupTranslations } from './translations';

type FaqRow = typeof faqArticles.$inferSelect;

const isPublic = (locale: Locale) =>
  and(eq(faqArticles.locale, locale), eq(faqArticles.status, 'published'));

async function translationsOf(db: Database, rows: readonly FaqRow[], locale: Locale) {
  if (rows.length === 0) return new Map<string, never[]>();
  const others = await db
    .select({ key: faqArticles.key, locale: faqArticles.locale, slug: faqArticles.slug })
    .from(faqArticles)
    .where(
      and(
        inArray(faqArticles.key, [...new Set(rows.map((r) => r.key))]),
        eq(faqArticles.status, 'published'),
      ),
    );
  return groupTranslations(others, locale);
}

function toSummary(row: FaqRow, translations: FaqSummary['translations']): FaqSummary {
  return {
    id: row.id,
    key: row.key,
    slug: row.slug,
    locale: row.locale as Locale,
    question: row.question,
    excerpt: row.excerpt,
    category: row.category,
    cover_image: coverImagePath(row.coverImage),
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations,
  };
}

export interface FaqListOptions {
  locale: Locale;
  page: PageRequest;
  includeBody: boolean;
  category?: string;
}

export async function listFaq(
  db: Database,
  { locale, page, includeBody, category }: FaqListOptions,
): Promise<{ items: FaqSummary[]; total: number }> {
  const where =
    category === undefined
      ? isPublic(locale)
      : and(isPublic(locale), eq(faqArticles.category, category));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(faqArticles)
      .where(where)
      .orderBy(desc(faqArticles.publishedAt), desc(faqArticles.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(faqArticles).where(where),
  ]);
  const translations = await translationsOf(db, rows, locale);
  const items = rows.map((row) => {
    const summary = toSummary(row, translations.get(row.key) ?? []);
    return includeBody ? { ...summary, answer_html: row.answerHtml } : summary;
  });
  return { items, total: totals?.total ?? 0 };
}

export async function getFaqArticle(
  db: Database,
  locale: Locale,
  slug: string,
): Promise<FaqArticle> {
  const [row] = await db
    .select()
    .from(faqArticles)
    .where(and(isPublic(locale), eq(faqArticles.slug, slug)))
    .limit(1);
  if (!row) throw new NotFoundError('FAQ article not found.');
  const translations = await translationsOf(db, [row], locale);
  return { ...toSummary(row, translations.get(row.key) ?? []), answer_html: row.answerHtml };
}
