// Published news posts (GET /api/news, /api/news/{slug}).
import { Type, type Static } from '@sinclair/typebox';
import { articleSchemas } from './articles';

const news = articleSchemas(
  {
    summaryTitle: 'NewsSummary',
    articleTitle: 'NewsPost',
    title: 'title',
    body: 'body_html',
    noun: 'post',
  },
  { reading_minutes: Type.Integer() },
);

export const NewsSummary = news.summary;
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsPost = news.article;
export type NewsPost = Static<typeof NewsPost>;

export const NewsListQuery = news.listQuery;
export type NewsListQuery = Static<typeof NewsListQuery>;
