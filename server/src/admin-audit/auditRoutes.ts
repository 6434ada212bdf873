// GET /api/admin/audit-log: admins and super-admins read the audit log. Read only: there is no
// route that changes or deletes an entry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditList, AuditListQuery } from '@contract/schemas/adminAudit';
import { requireRole } from '../auth';
import { paginationMeta } from '../http/pagination';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { listAudit } from './auditService';
import { ADMIN } from '../http/routeAccess';

export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/admin/audit-log',
    {
      config: { access: ADMIN },
      preValidation: requireRole('admin', 'super-admin'),
      schema: {
        tags: ['admin'],
        summary: 'The admin audit log, newest first (read only)',
        security: [{ bearerAuth: [] }],
        querystring: AuditListQuery,
        response: {
          200: AuditList,
          401: ErrorResponseRef,
          403: ErrorResponseRef,
          422: ErrorResponseRef,
        },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await listAudit(db, request.query);
      return { data: items, meta: paginationMeta({ page, perPage }, total) };
    },
  );
};
