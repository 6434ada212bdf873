// GET /api/route-lookup (public: the client's navigation step 9) and the editors' CRUD under
// /api/admin/redirects (admin and super-admin only; each change and its audit entry commit
// together).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Data, PaginationQuery, IdParams } from '@contract/schemas/common';
import {
  CreateRedirectBody,
  Redirect,
  RedirectList,
  RouteLookup,
  RouteLookupQuery,
  UpdateRedirectBody,
} from '@contract/schemas/redirects';
import { auditActorOf } from '../admin-audit';
import { requireRole } from '../auth';
import { pageRequest, paginationMeta } from '../http/pagination';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import {
  createAuditedRedirect,
  deleteAuditedRedirect,
  getRedirect,
  listRedirects,
  lookupRedirect,
  REDIRECT_NOT_FOUND,
  updateAuditedRedirect,
} from './redirectService';
import { ADMIN, PUBLIC } from '../http/routeAccess';

const ADMIN_ERRORS = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  422: ErrorResponseRef,
  500: ErrorResponseRef,
};
const ADMIN_ITEM_ERRORS = { ...ADMIN_ERRORS, 404: ErrorResponseRef };

export const redirectRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/route-lookup',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['routing'],
        summary: 'The stored redirect for a site path, if content moved (null otherwise)',
        querystring: RouteLookupQuery,
        response: { 200: RouteLookup, 422: ErrorResponseRef, 500: ErrorResponseRef },
      },
    },
    async (request) => ({ data: { redirect: await lookupRedirect(db, request.query.path) } }),
  );

  await api.register(adminRedirectRoutes, { db });
};

/** Its own plugin so the role guard covers these routes only. */
const adminRedirectRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (admin, { db }) => {
  // Before body parsing and validation: a caller without rights learns nothing about the input.
  admin.addHook('onRequest', requireRole('admin', 'super-admin'));

  admin.get(
    '/admin/redirects',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Stored redirects, by source path',
        querystring: PaginationQuery,
        response: { 200: RedirectList, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { items, total } = await listRedirects(db, page);
      return { data: items, meta: paginationMeta(page, total) };
    },
  );

  admin.get(
    '/admin/redirects/:id',
    {
      config: { notFoundMessage: REDIRECT_NOT_FOUND, access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'One stored redirect',
        params: IdParams,
        response: { 200: Data(Redirect), ...ADMIN_ITEM_ERRORS },
      },
    },
    async (request) => ({ data: await getRedirect(db, request.params.id) }),
  );

  admin.post(
    '/admin/redirects',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Create a redirect',
        body: CreateRedirectBody,
        response: { 201: Data(Redirect), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await createAuditedRedirect(db, auditActorOf(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  const update = {
    config: { notFoundMessage: REDIRECT_NOT_FOUND, access: ADMIN },
    schema: {
      tags: ['admin'],
      summary: 'Change a redirect (fields left out keep their value)',
      params: IdParams,
      body: UpdateRedirectBody,
      response: { 200: Data(Redirect), ...ADMIN_ITEM_ERRORS },
    },
  };
  for (const method of ['put', 'patch'] as const) {
    admin[method]('/admin/redirects/:id', update, async (request) => ({
      data: await updateAuditedRedirect(db, auditActorOf(request), request.params.id, request.body),
    }));
  }

  admin.delete(
    '/admin/redirects/:id',
    {
      config: { notFoundMessage: REDIRECT_NOT_FOUND, access: ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Delete a redirect',
        params: IdParams,
        response: { 204: Type.Null(), ...ADMIN_ITEM_ERRORS },
      },
    },
    async (request, reply) => {
      await deleteAuditedRedirect(db, auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
