// Liveness and database reachability, for load balancers and the start script. The probe runs on
// a connection of its own with a short timeout (DATABASE_HEALTH_TIMEOUT_MS), so a paused or
// unreachable database gives a quick 503, never a hanging request.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseHealth } from '../db/databaseHealth';
import type { DatabaseDriver } from '../db/openDatabase';
import { PUBLIC } from '../http/routeAccess';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export interface HealthRoutesOptions {
  driver: DatabaseDriver;
  health: DatabaseHealth;
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (
  api,
  { driver, health },
) => {
  api.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'Service health',
        description:
          '503 with Retry-After when the database does not answer within DATABASE_HEALTH_TIMEOUT_MS.',
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      if (await health.check()) return { status: 'ok' as const, database: driver };
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: driver });
    },
  );
};
