// The generic CRUD routes of a record kept under a parent (a pet's reminders, visits, albums,
// documents, threads…) answer the same way in every capability: GET/POST <parent>/:id/<records>
// lists and creates them (a missing or someone else's parent is a 404 with the parent's message),
// and one record is shown, edited and deleted at its own path (404 with the record's message).
// Each route lets pet keepers through `keeper` (and declares PET_KEEPER access), names its 404 message in
// `config.notFoundMessage` (a malformed id answers it too), takes its schema from keeperRoute (or
// the capability's own routeSchemaFor helper) and calls the capability's service with the
// caller's user id and row ids. Routes that do more (uploads, streams, rate limits) stay written
// out in their capability.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { authOf } from '../auth/requireRole';
import {
  IdParams,
  keeperRoute,
  NO_CONTENT,
  rowId,
  type RouteParts,
  type RouteSchema,
} from './routeSchema';
import { PET_KEEPER } from './routeAccess';

/** The routes plugins' instance (FastifyPluginAsyncTypebox). */
export type KeeperApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface KeeperRouteOptions {
  /** Lets signed-in pet keepers through (401/403 otherwise) and leaves them on request.auth. */
  keeper: preHandlerAsyncHookHandler;
}

interface Described {
  summary: string;
  /** The success answer's schema (200, or 201 for a create). */
  response: TSchema;
}

export interface ParentRecordsSpec<CreateBody extends TSchema> {
  /** Lets signed-in pet keepers through (the plugin's `keeper` option). */
  keeper: preHandlerAsyncHookHandler;
  /** The records' path under the parent, e.g. `/keeper/pets/:id/reminders`. */
  path: string;
  /** The 404 message of a malformed, missing or someone else's parent (e.g. the pet's). */
  parentNotFoundMessage: string;
  schema?: RouteSchema;
  /** GET: `{data: …}` of what `run` gives for the caller and the pet. */
  list?: Described & { run: (userId: number, parentId: number) => Promise<unknown> };
  /** POST: 201 `{data: …}`; without a body schema the request has none. */
  create?: Described & {
    body?: CreateBody;
    run: (
      userId: number,
      parentId: number,
      body: Static<CreateBody>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };
}

export interface RecordSpec<Params extends TSchema, Ref, UpdateBody extends TSchema> {
  keeper: preHandlerAsyncHookHandler;
  /** One record's path, e.g. `/keeper/reminders/:reminderId`. */
  path: string;
  params: Params;
  /** The 404 message of a malformed, missing or someone else's record. */
  notFoundMessage: string;
  /** The row ids the service takes, from the path (rowId with the right 404 message). */
  ref: (params: Static<Params>) => Ref;
  schema?: RouteSchema;
  /** GET: `{data: …}`. */
  show?: Described & { run: (userId: number, ref: Ref) => Promise<unknown> };
  /** PUT: `{data: …}`. */
  update?: Described & {
    body: UpdateBody;
    run: (
      userId: number,
      ref: Ref,
      body: Static<UpdateBody>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };
  /** DELETE: 204 without a body. */
  remove?: { summary: string; run: (userId: number, ref: Ref) => Promise<unknown> };
}

/** GET and POST on a parent's records (the ones given), in that order. */
export function parentRecordsRoutes<CreateBody extends TSchema = TSchema>(
  api: KeeperApi,
  spec: ParentRecordsSpec<CreateBody>,
): void {
  const { keeper, path, parentNotFoundMessage, list, create } = spec;
  const schema: RouteSchema = spec.schema ?? keeperRoute;
  const config = { notFoundMessage: parentNotFoundMessage, access: PET_KEEPER };
  const parentOf = (request: FastifyRequest) =>
    rowId((request.params as Static<typeof IdParams>).id, parentNotFoundMessage);

  if (list) {
    api.route({
      method: 'GET',
      url: path,
      preValidation: keeper,
      config,
      schema: schema(list.summary, { params: IdParams, response: { 200: list.response } }),
      handler: async (request) => ({
        data: await list.run(authOf(request).userId, parentOf(request)),
      }),
    });
  }
  if (create) {
    const response = { 201: create.response };
    const parts: RouteParts = create.body
      ? { params: IdParams, body: create.body, response }
      : { params: IdParams, response };
    api.route({
      method: 'POST',
      url: path,
      preValidation: keeper,
      config,
      schema: schema(create.summary, parts),
      handler: async (request, reply) => {
        const data = await create.run(
          authOf(request).userId,
          parentOf(request),
          request.body as Static<CreateBody>,
          request,
        );
        return reply.code(201).send({ data });
      },
    });
  }
}

/** GET, PUT and DELETE on one record (the ones given), in that order. */
export function recordRoutes<Params extends TSchema, Ref, UpdateBody extends TSchema = TSchema>(
  api: KeeperApi,
  spec: RecordSpec<Params, Ref, UpdateBody>,
): void {
  const { keeper, path, params, notFoundMessage, show, update, remove } = spec;
  const { ref } = spec;
  const schema: RouteSchema = spec.schema ?? keeperRoute;
  const config = { notFoundMessage, access: PET_KEEPER };
  const refOf = (request: FastifyRequest) => ref(request.params as Static<Params>);

  if (show) {
    api.route({
      method: 'GET',
      url: path,
      preValidation: keeper,
      config,
      schema: schema(show.summary, { params, response: { 200: show.response } }),
      handler: async (request) => ({
        data: await show.run(authOf(request).userId, refOf(request)),
      }),
    });
  }
  if (update) {
    api.route({
      method: 'PUT',
      url: path,
      preValidation: keeper,
      config,
      schema: schema(update.summary, {
        params,
        body: update.body,
        response: { 200: update.response },
      }),
      handler: async (request) => ({
        data: await update.run(
          authOf(request).userId,
          refOf(request),
          request.body as Static<UpdateBody>,
          request,
        ),
      }),
    });
  }
  if (remove) {
    api.route({
      method: 'DELETE',
      url: path,
      preValidation: keeper,
      config,
      schema: schema(remove.summary, { params, response: { 204: NO_CONTENT } }),
      handler: async (request, reply) => {
        await remove.run(authOf(request).userId, refOf(request));
        return reply.code(204).send(null);
      },
    });
  }
}
