// /api/admin/users: admins and super-admins search, view, disable and enable accounts; only a
// super-admin grants or removes the admin role (an admin gets 403).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminUserList,
  AdminUserListQuery,
  AdminUserParams,
  AdminUserResponse,
  DisableUserBody,
} from '@contract/schemas/adminUsers';
import { auditActorOf } from '../admin-audit';
import { authOf, requireRole } from '../auth';
import { paginationMeta } from '../http/pagination';
import { BEARER, ROUTE_ERRORS } from '../http/routeSchema';
import { USER_NOT_FOUND, type AdminUserService } from './adminUserService';
import { ADMIN, SUPER_ADMIN, type Access } from '../http/routeAccess';

const admins = requireRole('admin', 'super-admin');
const superAdmins = requireRole('super-admin');

function callerOf(request: FastifyRequest) {
  const auth = authOf(request);
  return { userId: auth.userId, roles: auth.roles.map((role) => role.name) };
}

export const adminUserRoutes: FastifyPluginAsyncTypebox<{ users: AdminUserService }> = async (
  api,
  { users },
) => {
  const item = (access: Access) => ({ config: { notFoundMessage: USER_NOT_FOUND, access } });

  api.get(
    '/admin/users',
    {
      config: { access: ADMIN },
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first: search by name or e-mail, filter by role and status',
        security: BEARER,
        querystring: AdminUserListQuery,
        response: { 200: AdminUserList, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { items, total, page, perPage } = await users.list(request.query);
      return { data: items, meta: paginationMeta({ page, perPage }, total) };
    },
  );

  api.get(
    '/admin/users/:id',
    {
      ...item(ADMIN),
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary: 'One account, with what the caller may do to it',
        security: BEARER,
        params: AdminUserParams,
        response: { 200: AdminUserResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => ({ data: await users.detail(callerOf(request), request.params.id) }),
  );

  api.post(
    '/admin/users/:id/disable',
    {
      ...item(ADMIN),
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary:
          'Disable an account: its sessions end at once and it cannot sign in (admins: keepers ' +
          'and vets; super-admins: admins too)',
        security: BEARER,
        params: AdminUserParams,
        body: DisableUserBody,
        response: { 200: AdminUserResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => ({
      data: await users.disable(
        callerOf(request),
        auditActorOf(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  api.post(
    '/admin/users/:id/enable',
    {
      ...item(ADMIN),
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account again',
        security: BEARER,
        params: AdminUserParams,
        response: { 200: AdminUserResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => ({
      data: await users.enable(callerOf(request), auditActorOf(request), request.params.id),
    }),
  );

  for (const [method, grant] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    api[method](
      '/admin/users/:id/roles/admin',
      {
        ...item(SUPER_ADMIN),
        preValidation: superAdmins,
        schema: {
          tags: ['admin'],
          summary: grant
            ? 'Grant the admin role (super-admins only)'
            : 'Remove the admin role (super-admins only)',
          security: BEARER,
          params: AdminUserParams,
          response: { 200: AdminUserResponse, ...ROUTE_ERRORS },
        },
      },
      async (request) => ({
        data: await users.setAdmin(
          callerOf(request),
          auditActorOf(request),
          request.params.id,
          grant,
        ),
      }),
    );
  }
};
