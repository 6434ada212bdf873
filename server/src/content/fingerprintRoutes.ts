import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Data } from '@contract/schemas/common';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { contentFingerprint } from './contentFingerprint';
import { PUBLIC } from '../http/routeAccess';

export const fingerprintRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  api,
  { db },
) => {
  api.get(
    '/content/fingerprint',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'Hash of all public content; changes whenever published content changes',
        response: {
          200: Data(Type.Object({ fingerprint: Type.String() })),
          500: ErrorResponseRef,
        },
      },
    },
    async () => ({ data: { fingerprint: await contentFingerprint(db) } }),
  );
};
