import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Data, LocaleQuery } from '@contract/schemas/common';
import { Home } from '@contract/schemas/home';
import type { Database } from '../db/openDatabase';
import { CONTENT_ERROR_RESPONSES } from '../errors/errorResponse';
import { getHome } from './homeService';
import { resolveLocale } from './resolveLocale';
import { PUBLIC } from '../http/routeAccess';

export const homeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/home',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'Home page blocks and the latest news of a locale',
        querystring: LocaleQuery,
        response: { 200: Data(Home), ...CONTENT_ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getHome(db, resolveLocale(request, request.query.locale)),
    }),
  );
};
