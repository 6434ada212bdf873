import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/openDatabase';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { Data, LocaleQuery, Paginated, SlugParams } from './commonSchemas';
import { NewsListQuery, NewsPost, NewsSummary } from './newsSchemas';
import { getNewsPost, listNews } from './newsService';
import { pageRequest, paginationMeta } from './pagination';
import { resolveLocale } from './resolveLocale';

export const newsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/news',
    {
      schema: {
        tags: ['content'],
        summary: 'Published news posts of a locale, newest first',
        querystring: NewsListQuery,
        response: { 200: Paginated(NewsSummary), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { items, total } = await listNews(db, {
        locale: resolveLocale(request, request.query.locale),
        page,
        includeBody: request.query.include === 'body',
        category: request.query.category,
      });
      return { data: items, meta: paginationMeta(page, total) };
    },
  );

  api.get(
    '/news/:slug',
    {
      config: { notFoundMessage: 'News post not found.' },
      schema: {
        tags: ['content'],
        summary: 'One published news post',
        params: SlugParams,
        querystring: LocaleQuery,
        response: { 200: Data(NewsPost), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getNewsPost(
        db,
        resolveLocale(request, request.query.locale),
        request.params.slug,
      ),
    }),
  );
};
