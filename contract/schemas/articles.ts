// News posts and FAQ articles are one kind of public content under two sets of names
// (title/body_html, question/answer_html): one builder keeps their answers and queries in step.
import { Type, type TProperties } from '@sinclair/typebox';
import {
  ContentImage,
  DateTime,
  IncludeQuery,
  LocaleCode,
  LocaleQuery,
  namedField,
  PaginationQuery,
  Translation,
} from './common';

export interface ArticleSchemaNames<Title extends string, Body extends string> {
  /** The OpenAPI titles of a list item and of the whole article (NewsSummary, NewsPost). */
  summaryTitle: string;
  articleTitle: string;
  title: Title;
  body: Body;
  /** What `key` groups the translations of ('post', 'article'), for its description. */
  noun: string;
}

/** The list item, the whole article and the list's query of one kind of article. */
export function articleSchemas<
  const Title extends string,
  const Body extends string,
  Extra extends TProperties = Record<never, never>,
>(
  names: ArticleSchemaNames<Title, Body>,
  /** Fields only this kind has, after the cover image (news: reading_minutes). */
  extra: Extra = {} as Extra,
) {
  const fields = {
    id: Type.Integer(),
    key: Type.String({
      description: `Translation group shared by all locales of this ${names.noun}.`,
    }),
    slug: Type.String(),
    locale: LocaleCode,
    ...namedField(names.title, Type.String()),
    excerpt: Type.String(),
    category: Type.String(),
    cover_image: ContentImage,
    ...extra,
    published_at: DateTime,
    updated_at: DateTime,
    translations: Type.Array(Translation),
  };
  return {
    summary: Type.Object(
      {
        ...fields,
        ...namedField(
          names.body,
          Type.Optional(Type.String({ description: 'With include=body.' })),
        ),
      },
      { title: names.summaryTitle },
    ),
    article: Type.Object(
      { ...fields, ...namedField(names.body, Type.String()) },
      { title: names.articleTitle },
    ),
    listQuery: Type.Composite([
      LocaleQuery,
      PaginationQuery,
      IncludeQuery,
      Type.Object({
        category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      }),
    ]),
  };
}
