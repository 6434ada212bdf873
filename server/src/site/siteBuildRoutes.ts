// GET /api/admin/site-build: the state of the site rebuild for the admin screen, read from the
// database (any instance answers the same): idle, building, or failed with the number of failed
// attempts and the time of the next retry; the last build and the last error.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SiteBuild } from '@contract/schemas/siteBuild';
import { requireRole } from '../auth';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { SiteBuildStore, type SiteBuildRow } from './siteBuildStore';
import { ADMIN } from '../http/routeAccess';

export function siteBuildView(row: SiteBuildRow | null): SiteBuild {
  return {
    status: row?.status ?? 'idle',
    mode: row?.mode ?? null,
    attempts: row?.attempts ?? 0,
    next_retry_at: row?.nextRetryAt?.toISOString() ?? null,
    last_build: row?.lastBuiltAt
      ? {
          id: row.lastBuildId,
          duration_ms: row.lastBuildDurationMs,
          finished_at: row.lastBuiltAt.toISOString(),
        }
      : null,
    last_error:
      row?.lastError && row.lastErrorAt
        ? { message: row.lastError, at: row.lastErrorAt.toISOString() }
        : null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export const siteBuildRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  const store = new SiteBuildStore(db);
  api.get(
    '/admin/site-build',
    {
      config: { access: ADMIN },
      preValidation: requireRole('admin', 'super-admin'),
      schema: {
        tags: ['admin'],
        summary: 'State of the public site rebuild (admins and super-admins)',
        description:
          'A failed rebuild is retried with backoff until it succeeds; the previous site keeps ' +
          'serving meanwhile.',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ data: SiteBuild }),
          401: ErrorResponseRef,
          403: ErrorResponseRef,
          503: ErrorResponseRef,
        },
      },
    },
    async () => ({ data: siteBuildView(await store.read()) }),
  );
};
