import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { Data } from '@contract/schemas/common';
import { listContentImages } from './contentImageService';
import { PUBLIC } from '../http/routeAccess';

export const contentImageRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  api,
  { db },
) => {
  api.get(
    '/content/images',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary:
          'Every picture published content shows (site paths and https URLs), for the site build',
        response: {
          200: Data(Type.Array(Type.String())),
          500: ErrorResponseRef,
        },
      },
    },
    async () => ({ data: await listContentImages(db) }),
  );
};
