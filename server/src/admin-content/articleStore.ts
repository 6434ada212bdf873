// News posts and FAQ articles are stored, checked and shown alike but for the names of their
// title and body (title/question, body_html/answer_html) and their default category: one store
// factory, told the names, so a change to one kind reaches the other.
import type { InferSelectModel } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { coverImagePath } from '@contract/coverImages';
import type { AdminNews, NewsInput } from '@contract/schemas/adminContent';
import { readingMinutes } from '../http/readingTime';
import type { Database } from '../db/openDatabase';
import type { faqArticles, newsPosts } from '../db/schema';
import type { ValuesOf } from './adminContentStore';
import { localizedStore, type OwnValues, type OwnView } from './localizedContent';

type Named<K extends string, V> = { [P in K]: V };

/** What differs between the two kinds of article. */
export interface ArticleKind<Title extends string, Body extends string, BodyColumn extends string> {
  table: (typeof newsPosts | typeof faqArticles) & Named<Title, PgColumn>;
  /** The title's name in the row, the input and the view. */
  title: Title;
  /** The body's name in the input and the view… */
  body: Body;
  /** …and in the row. */
  bodyColumn: BodyColumn;
  defaultCategory: string;
}

// The fields both kinds share, named after news (the two have the same ones under other names).
type SharedRow = Omit<InferSelectModel<typeof newsPosts>, 'title' | 'bodyHtml'>;
type SharedValues = Omit<ValuesOf<typeof newsPosts>, 'title' | 'bodyHtml'>;
type SharedInput = Omit<NewsInput, 'title' | 'body_html'>;
type SharedView = Omit<AdminNews, 'title' | 'body_html'>;

export type ArticleRow<T extends string, C extends string> = SharedRow & Named<T | C, string>;
export type ArticleValues<T extends string, C extends string> = SharedValues & Named<T | C, string>;
export type ArticleInput<T extends string, B extends string> = SharedInput & Named<T | B, string>;
export type ArticleView<T extends string, B extends string> = SharedView & Named<T | B, string>;

const script = (locale: string) => (locale === 'jp' ? 'japanese' : 'latin');

export function articleStore<T extends string, B extends string, C extends string>(
  db: Database,
  kind: ArticleKind<T, B, C>,
) {
  const { table, title, body, bodyColumn } = kind;
  return localizedStore<
    ArticleRow<T, C>,
    ArticleInput<T, B>,
    ArticleValues<T, C>,
    ArticleView<T, B>
  >(db, {
    table,
    // Computed keys type as an index signature, hence the casts to the named shapes.
    values: (input) =>
      ({
        [title]: input[title].trim(),
        excerpt: input.excerpt?.trim() ?? '',
        [bodyColumn]: input[body],
        category: input.category?.trim() ?? kind.defaultCategory,
        coverImage: input.cover_image ?? null,
        readingMinutes: input.reading_minutes ?? readingMinutes(input[body], script(input.locale)),
      }) as OwnValues<ArticleValues<T, C>>,
    search: [table[title], table.slug],
    view: (row) =>
      ({
        [title]: row[title],
        excerpt: row.excerpt,
        [body]: row[bodyColumn],
        category: row.category,
        // The address, as the public API answers it: a seeded illustration's name is no valid
        // input, and the editor sends back what it loaded.
        cover_image: coverImagePath(row.coverImage),
        reading_minutes: row.readingMinutes,
      }) as OwnView<ArticleView<T, B>>,
  });
}
