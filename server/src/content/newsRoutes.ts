import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Data,
  IfNoneMatchHeaders,
  LocaleQuery,
  NotModified,
  Paginated,
  SlugParams,
} from '@contract/schemas/common';
import { NewsListQuery, NewsPost, NewsSummary } from '@contract/schemas/news';
import type { Database } from '../db/openDatabase';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { getNewsPost, listNews, newsListDigest } from './newsService';
import { entityTag, notModified } from './conditionalGet';
import { pageRequest, paginationMeta } from '../http/pagination';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

export const newsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/news',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'Published news posts of a locale, newest first',
        querystring: NewsListQuery,
        headers: IfNoneMatchHeaders,
        response: {
          200: Paginated(NewsSummary),
          304: NotModified,
          ...CONTENT_ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const locale = resolveLocale(request, request.query.locale);
      const options = {
        locale,
        page,
        includeBody: request.query.include === 'body',
        category: request.query.category,
      };
      const tag = entityTag([options, await newsListDigest(db, locale)]);
      if (notModified(request, reply, tag)) return reply;
      const { items, total } = await listNews(db, options);
      return { data: items, meta: paginationMeta(page, total) };
    },
  );

  api.get(
    '/news/:slug',
    {
      config: { notFoundMessage: 'News post not found.', access: PUBLIC },
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
