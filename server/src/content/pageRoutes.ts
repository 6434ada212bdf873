import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, LocaleQuery, SlugParams } from '@contract/schemas/common';
import { Page } from '@contract/schemas/pages';
import type { Database } from '../db/openDatabase';
import type { OperatorConfig } from '../legal';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { getPage } from './pageService';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

export const pageRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  operator: OperatorConfig;
}> = async (api, { db, operator }) => {
  api.get(
    '/pages/:slug',
    {
      config: { notFoundMessage: 'Page not found.', access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'A free-standing page (legal texts, ambassadors, vet landing)',
        params: SlugParams,
        querystring: LocaleQuery,
        response: { 200: Data(Page), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getPage(
        db,
        resolveLocale(request, request.query.locale),
        request.params.slug,
        operator,
      ),
    }),
  );
};
