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
import { AnswerCache, sendJsonText } from '../http/answerCache';
import { pageRequest, paginationMeta } from '../http/pagination';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

/** The news listing's answer (200), serialised once per listing and ETag. */
const NewsListing = Paginated(NewsSummary);

export const newsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  // This instance's listings by their options, each served again only under the same ETag.
  const listings = new AnswerCache<string>();
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
          200: NewsListing,
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
      // The listing's digest covers every row it shows (newsService.ts): an answer kept at this
      // tag is what the listing would build now.
      const id = JSON.stringify(options);
      const kept = listings.candidate(id, '');
      if (kept?.validator === tag) return sendJsonText(reply, kept.json);
      const { items, total } = await listNews(db, options);
      const serialize = reply.compileSerializationSchema(NewsListing) as (value: unknown) => string;
      const json = serialize({ data: items, meta: paginationMeta(page, total) });
      listings.remember(id, { key: '', validator: tag, json });
      return sendJsonText(reply, json);
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
