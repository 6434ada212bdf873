// Liveness and database reachability, for load balancers and the start script.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/openDatabase';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export const healthRoutes: FastifyPluginAsyncTypebox<{ database: DatabaseHandle }> = async (
  api,
  { database },
) => {
  api.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service health',
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.driver };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'unavailable', database: database.driver });
      }
    },
  );
};
