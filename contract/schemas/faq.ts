// Published FAQ articles (GET /api/faq, /api/faq/{slug}).
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

const faqFields = {
  id: Type.Integer(),
  key: Type.String({ description: 'Translation group shared by all locales of this article.' }),
  slug: Type.String(),
  locale: LocaleCode,
  question: Type.String(),
  excerpt: Type.String(),
  category: Type.String(),
  cover_image: ContentImage,
  published_at: DateTime,
  updated_at: DateTime,
  translations: Type.Array(Translation),
};

export const FaqSummary = Type.Object(
  { ...faqFields, answer_html: Type.Optional(Type.String({ description: 'With include=body.' })) },
  { title: 'FaqSummary' },
);
export type FaqSummary = Static<typeof FaqSummary>;

export const FaqArticle = Type.Object(
  { ...faqFields, answer_html: Type.String() },
  { title: 'FaqArticle' },
);
export type FaqArticle = Static<typeof FaqArticle>;

export const FaqListQuery = Type.Composite([
  LocaleQuery,
  PaginationQuery,
  IncludeQuery,
  Type.Object({
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  }),
]);
export type FaqListQuery = Static<typeof FaqListQuery>;
