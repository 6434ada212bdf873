// /api/admin/{news,faq,care-items,pages}: admins and super-admins create drafts, edit, publish and
// unpublish public content. Whatever changes the public site calls onContentChanged, which
// rebuilds the site (main.ts wires it to the site builder or to BUILD_HOOK_URL).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  AdminCareItem,
  AdminFaq,
  AdminList,
  AdminListQuery,
  AdminNews,
  AdminPage,
  CareItemInput,
  FaqInput,
  NewsInput,
  PageInput,
} from '@contract/schemas/adminContent';
import { IdParams } from '@contract/schemas/common';
import type { Clock } from '../auth/clock';
import { requireRole } from '../auth/requireRole';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import type { AdminContentStore } from './adminContentStore';
import { careItemStore, faqStore, newsStore, pageStore } from './contentStores';

export interface AdminContentOptions {
  db: Database;
  clock: Clock;
  onContentChanged: () => void;
}

const errors = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  422: ErrorResponseRef,
};
const security = [{ bearerAuth: [] }];

interface Resource<Input, View> {
  path: string;
  /** "News post", "FAQ article"…: used in summaries and the 404 message. */
  label: string;
  input: TSchema;
  output: TSchema;
  store: AdminContentStore<unknown, Input, Record<string, unknown>, View>;
}

function registerResource<Input, View>(
  api: FastifyInstance,
  resource: Resource<Input, View>,
  { clock, onContentChanged }: AdminContentOptions,
): void {
  const { path, label, store } = resource;
  const notFound = `${label} not found.`;
  const base = {
    preValidation: requireRole('admin', 'super-admin'),
    config: { notFoundMessage: notFound },
  };
  const schema = (summary: string, extra: Record<string, unknown>) => ({
    tags: ['admin'],
    summary,
    security,
    ...extra,
  });
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new NotFoundError(notFound);
    return value;
  };
  const changed = <T extends { affectsSite: boolean }>(change: T): T => {
    if (change.affectsSite) onContentChanged();
    return change;
  };

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
      const { items, total } = await store.list(query);
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
    async (request) => ({ data: found(await store.get(request.params.id)) }),
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
      const view = await store.create(request.body as Input, clock.now());
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
    async (request) => {
      const change = found(
        await store.update(request.params.id, request.body as Input, clock.now()),
      );
      return { data: changed(change).view };
    },
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
      async (request) => {
        const status = action === 'publish' ? 'published' : 'draft';
        const change = found(await store.setStatus(request.params.id, status, clock.now()));
        return { data: changed(change).view };
      },
    );
  }
}

export const adminContentRoutes: FastifyPluginAsyncTypebox<AdminContentOptions> = async (
  api,
  options,
) => {
  const { db } = options;
  const resources = [
    { path: 'news', label: 'News post', input: NewsInput, output: AdminNews, store: newsStore(db) },
    { path: 'faq', label: 'FAQ article', input: FaqInput, output: AdminFaq, store: faqStore(db) },
    {
      path: 'care-items',
      label: 'Care item',
      input: CareItemInput,
      output: AdminCareItem,
      store: careItemStore(db),
    },
    { path: 'pages', label: 'Page', input: PageInput, output: AdminPage, store: pageStore(db) },
  ];
  for (const resource of resources) {
    registerResource(
      api as unknown as FastifyInstance,
      resource as unknown as Resource<unknown, unknown>,
      options,
    );
  }
};
