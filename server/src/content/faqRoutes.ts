import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, LocaleQuery, Paginated, SlugParams } from '@contract/schemas/common';
import { FaqArticle, FaqListQuery, FaqSummary } from '@contract/schemas/faq';
import type { Database } from '../db/openDatabase';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { getFaqArticle, listFaq } from './faqService';
import { pageRequest, paginationMeta } from '../http/pagination';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

export const faqRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/faq',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'Published FAQ articles of a locale, newest first',
        querystring: FaqListQuery,
        response: { 200: Paginated(FaqSummary), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { items, total } = await listFaq(db, {
        locale: resolveLocale(request, request.query.locale),
        page,
        includeBody: request.query.include === 'body',
        category: request.query.category,
      });
      return { data: items, meta: paginationMeta(page, total) };
    },
  );

  api.get(
    '/faq/:slug',
    {
      config: { notFoundMessage: 'FAQ article not found.', access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'One published FAQ article',
        params: SlugParams,
        querystring: LocaleQuery,
        response: { 200: Data(FaqArticle), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getFaqArticle(
        db,
        resolveLocale(request, request.query.locale),
        request.params.slug,
      ),
    }),
  );
};
