// /api/admin/{news,faq,care-items,cities,pages,promo-packs}: admins and super-admins create drafts,
// edit, publish and unpublish content. Every write and its audit entry commit together; whatever
// changes the public site then calls onContentChanged, which rebuilds the site (main.ts wires it
// to the site builder or to BUILD_HOOK_URL).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
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
  CareItemInput,
  CityInput,
  FaqInput,
  NewsInput,
  PageInput,
  PromoPackInput,
} from '@contract/schemas/adminContent';
import { IdParams } from '@contract/schemas/common';
import { requireRole } from '../auth/requireRole';
import { auditActorOf } from '../admin-audit/auditLog';
import { ErrorResponseRef } from '../errors/errorResponse';
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

const errors = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  422: ErrorResponseRef,
};
const security = [{ bearerAuth: [] }];

interface Resource<Input, View> extends ContentKind<Input, View> {
  path: string;
  input: TSchema;
  output: TSchema;
}

function registerResource<Input, View extends { id: number }>(
  api: FastifyInstance,
  resource: Resource<Input, View>,
  options: AdminContentOptions,
): void {
  const { path, label } = resource;
  const content = new AdminContentService(options, resource);
  const base = {
    preValidation: requireRole('admin', 'super-admin'),
    config: { notFoundMessage: content.notFoundMessage, access: ADMIN },
  };
  const schema = (summary: string, extra: Record<string, unknown>) => ({
    tags: ['admin'],
    summary,
    security,
    ...extra,
  });

  api.get<{ Querystring: AdminListQuery }>(
    `/admin/${path}`,
    {
      ...base,
      schema: schema(`${label}s, drafts included, last edited first`, {
        querystring: AdminListQuery,
        response: { 200: AdminList(resource.output), ...errors },
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
        response: { 200: { type: 'object', properties: { data: resource.output } }, ...errors },
      }),
    },
    async (request) => ({ data: await content.get(request.params.id) }),
  );

  api.post<{ Body: Input }>(
    `/admin/${path}`,
    {
      ...base,
      schema: schema(`Create a ${label.toLowerCase()} as a draft`, {
        body: resource.input,
        response: { 201: { type: 'object', properties: { data: resource.output } }, ...errors },
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
        body: resource.input,
        response: { 200: { type: 'object', properties: { data: resource.output } }, ...errors },
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
            response: { 200: { type: 'object', properties: { data: resource.output } }, ...errors },
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
      input: NewsInput,
      output: AdminNews,
      store: newsStore,
    },
    {
      path: 'faq',
      label: 'FAQ article',
      auditType: 'faq',
      auditLabel: (v: AdminFaq) => v.question,
      input: FaqInput,
      output: AdminFaq,
      store: faqStore,
    },
    {
      path: 'care-items',
      label: 'Care item',
      auditType: 'care_item',
      auditLabel: (v: AdminCareItem) => v.name,
      input: CareItemInput,
      output: AdminCareItem,
      store: careItemStore,
    },
    {
      path: 'cities',
      label: 'City',
      auditType: 'city',
      auditLabel: (v: AdminCity) => v.name,
      input: CityInput,
      output: AdminCity,
      store: cityStore,
    },
    {
      path: 'pages',
      label: 'Page',
      auditType: 'page',
      auditLabel: (v: AdminPage) => v.title,
      input: PageInput,
      output: AdminPage,
      store: pageStore,
    },
    {
      path: 'promo-packs',
      label: 'Promo pack',
      auditType: 'promo_pack',
      auditLabel: (v: AdminPromoPack) => v.title.en,
      input: PromoPackInput,
      output: AdminPromoPack,
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
