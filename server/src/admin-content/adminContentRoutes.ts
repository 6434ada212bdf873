// /api/admin/{news,faq,care-items,cities,pages,promo-packs}: admins and super-admins create drafts,
// edit, publish and unpublish content. Every write and its audit entry commit together; whatever
// changes the public site then calls onContentChanged, which rebuilds the site (main.ts wires it
// to the site builder or to BUILD_HOOK_URL).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AdminCareItem,
  AdminCity,
  AdminFaq,
  AdminList,
  AdminListQuery,
  AdminNews,
  AdminPage,
  AdminPromoPack,
} from '@contract/schemas/adminContent';
import { ADMIN_CONTENT_KINDS, type AdminContentKind } from '@contract/schemas/adminContentKinds';
import { IdParams } from '@contract/schemas/common';
import { requireRole } from '../auth';
import { auditActorOf } from '../admin-audit';
import { BEARER, ROUTE_ERRORS } from '../http/routeSchema';
import {
  AdminContentService,
  type AdminContentDeps,
  type ContentKind,
} from './adminContentService';
import {
  careItemStore,
  cityStore,
  faqStore,
  newsStore,
  pageStore,
  promoPackStore,
} from './contentStores';
import { ADMIN } from '../http/routeAccess';

export type AdminContentOptions = AdminContentDeps;

interface Resource<Input, View> extends ContentKind<Input, View> {
  path: AdminContentKind;
}

function registerResource<Input, View extends { id: number }>(
  api: FastifyInstance,
  resource: Resource<Input, View>,
  options: AdminContentOptions,
): void {
  const { path, label } = resource;
  const { view, input } = ADMIN_CONTENT_KINDS[path];
  const content = new AdminContentService({ ...options, kind: resource });
  const base = {
    preValidation: requireRole('admin', 'super-admin'),
    config: { notFoundMessage: content.notFoundMessage, access: ADMIN },
  };
  const schema = (summary: string, extra: Record<string, unknown>) => ({
    tags: ['admin'],
    summary,
    security: BEARER,
    ...extra,
  });

  api.get<{ Querystring: AdminListQuery }>(
    `/admin/${path}`,
    {
      ...base,
      schema: schema(`${label}s, drafts included, last edited first`, {
        querystring: AdminListQuery,
        response: { 200: AdminList(view), ...ROUTE_ERRORS },
      }),
    },
    async (request) => {
      const query = request.query;
      const perPage = query.per_page ?? 20;
      const { items, total } = await content.list(query);
      return {
        data: items,
        meta: {
          current_page: query.page ?? 1,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      };
    },
  );

  api.get<{ Params: { id: number } }>(
    `/admin/${path}/:id`,
    {
      ...base,
      schema: schema(`One ${label.toLowerCase()}`, {
        params: IdParams,
        response: { 200: { type: 'object', properties: { data: view } }, ...ROUTE_ERRORS },
      }),
    },
    async (request) => ({ data: await content.get(request.params.id) }),
  );

  api.post<{ Body: Input }>(
    `/admin/${path}`,
    {
      ...base,
      schema: schema(`Create a ${label.toLowerCase()} as a draft`, {
        body: input,
        response: { 201: { type: 'object', properties: { data: view } }, ...ROUTE_ERRORS },
      }),
    },
    async (request, reply) => {
      const view = await content.create(auditActorOf(request), request.body as Input);
      reply.code(201);
      return { data: view };
    },
  );

  api.put<{ Params: { id: number }; Body: Input }>(
    `/admin/${path}/:id`,
    {
      ...base,
      schema: schema(`Replace a ${label.toLowerCase()} (a published one is rebuilt at once)`, {
        params: IdParams,
        body: input,
        response: { 200: { type: 'object', properties: { data: view } }, ...ROUTE_ERRORS },
      }),
    },
    async (request) => ({
      data: await content.update(auditActorOf(request), request.params.id, request.body as Input),
    }),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    api.post<{ Params: { id: number } }>(
      `/admin/${path}/:id/${action}`,
      {
        ...base,
        schema: schema(
          action === 'publish'
            ? `Publish a ${label.toLowerCase()} and rebuild the site`
            : `Take a ${label.toLowerCase()} off the site (back to draft)`,
          {
            params: IdParams,
            response: { 200: { type: 'object', properties: { data: view } }, ...ROUTE_ERRORS },
          },
        ),
      },
      async (request) => ({
        data: await content.setStatus(auditActorOf(request), request.params.id, action),
      }),
    );
  }
}

export const adminContentRoutes: FastifyPluginAsyncTypebox<AdminContentOptions> = async (
  api,
  options,
) => {
  const resources = [
    {
      path: 'news',
      label: 'News post',
      auditType: 'news',
      auditLabel: (v: AdminNews) => v.title,
      store: newsStore,
    },
    {
      path: 'faq',
      label: 'FAQ article',
      auditType: 'faq',
      auditLabel: (v: AdminFaq) => v.question,
      store: faqStore,
    },
    {
      path: 'care-items',
      label: 'Care item',
      auditType: 'care_item',
      auditLabel: (v: AdminCareItem) => v.name,
      store: careItemStore,
    },
    {
      path: 'cities',
      label: 'City',
      auditType: 'city',
      auditLabel: (v: AdminCity) => v.name,
      store: cityStore,
    },
    {
      path: 'pages',
      label: 'Page',
      auditType: 'page',
      auditLabel: (v: AdminPage) => v.title,
      store: pageStore,
    },
    {
      path: 'promo-packs',
      label: 'Promo pack',
      auditType: 'promo_pack',
      auditLabel: (v: AdminPromoPack) => v.title.en,
      store: promoPackStore,
    },
  ];
  for (const resource of resources) {
    registerResource(
      api as unknown as FastifyInstance,
      resource as unknown as Resource<unknown, { id: number }>,
      options,
    );
  }
};
