// Published FAQ articles (GET /api/faq, /api/faq/{slug}).
import type { Static } from '@sinclair/typebox';
import { articleSchemas } from './articles';

const faq = articleSchemas({
  summaryTitle: 'FaqSummary',
  articleTitle: 'FaqArticle',
  title: 'question',
  body: 'answer_html',
  noun: 'article',
});

export const FaqSummary = faq.summary;
export type FaqSummary = Static<typeof FaqSummary>;

export const FaqArticle = faq.article;
export type FaqArticle = Static<typeof FaqArticle>;

export const FaqListQuery = faq.listQuery;
export type FaqListQuery = Static<typeof FaqListQuery>;
