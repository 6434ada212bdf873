// Published news posts (GET /api/news, /api/news/{slug}).
import { Type, type Static } from '@sinclair/typebox';
import {
  ContentImage,
  DateTime,
  IncludeQuery,
  LocaleCode,
  LocaleQuery,
  PaginationQuery,
  Translation,
} from './common';

const newsFields = {
  id: Type.Integer(),
  key: Type.String({ description: 'Translation group shared by all locales of this post.' }),
  slug: Type.String(),
  locale: LocaleCode,
  title: Type.String(),
  excerpt: Type.String(),
  category: Type.String(),
  cover_image: ContentImage,
  reading_minutes: Type.Integer(),
  published_at: DateTime,
  updated_at: DateTime,
  translations: Type.Array(Translation),
};

export const NewsSummary = Type.Object(
  { ...newsFields, body_html: Type.Optional(Type.String({ description: 'With include=body.' })) },
  { title: 'NewsSummary' },
);
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsPost = Type.Object(
  { ...newsFields, body_html: Type.String() },
  { title: 'NewsPost' },
);
export type NewsPost = Static<typeof NewsPost>;

export const NewsListQuery = Type.Composite([
  LocaleQuery,
  PaginationQuery,
  IncludeQuery,
  Type.Object({
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
]);
export type NewsListQuery = Static<typeof NewsListQuery>;
