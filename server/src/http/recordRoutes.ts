// The generic CRUD routes of a record kept under a parent (a pet's reminders, visits, albums,
// documents, threads…) answer the same way in every capability: GET/POST <parent>/:id/<records>
// lists and creates them (a missing or someone else's parent is a 404 with the parent's message),
// and one record is shown, edited and deleted at its own path (404 with the record's message).
// Every route is a row route (rowRoutes.ts): the callers' guard and access rule, the 404 message
// in `config.notFoundMessage` (a malformed id answers it too), the callers' schema helper, and the
// capability's service called with the caller and the row ids.
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { pathId, rowRoute, type PathRow, type RouteCallers, type RoutesApi } from './rowRoutes';

export interface KeeperRouteOptions {
  /** Lets signed-in pet keepers through (401/403 otherwise) and leaves them on request.auth. */
  keeper: preHandlerAsyncHookHandler;
}

interface Described {
  summary: string;
  /** The success answer's schema (200, or 201 for a create). */
  response: TSchema;
}

export interface ParentRecordsSpec<Caller, CreateBody extends TSchema> {
  /** The records' path under the parent, e.g. `/keeper/pets/:id/reminders`. */
  path: string;
  /** The 404 message of a malformed, missing or someone else's parent (e.g. the pet's). */
  parentNotFoundMessage: string;
  /** GET: `{data: …}` of what `run` gives for the caller and the parent. */
  list?: Described & { run: (caller: Caller, parentId: number) => Promise<unknown> };
  /** POST: 201 `{data: …}`; without a body schema the request has none. */
  create?: Described & {
    body?: CreateBody;
    run: (
      caller: Caller,
      parentId: number,
      body: Static<CreateBody>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };
}

export interface RecordSpec<
  Caller,
  Params extends TSchema,
  Ref,
  UpdateBody extends TSchema,
> extends PathRow<Params, Ref> {
  /** One record's path, e.g. `/keeper/reminders/:reminderId`. */
  path: string;
  /** GET: `{data: …}`. */
  show?: Described & { run: (caller: Caller, ref: Ref) => Promise<unknown> };
  /** PUT: `{data: …}`. */
  update?: Described & {
    body: UpdateBody;
    run: (
      caller: Caller,
      ref: Ref,
      body: Static<UpdateBody>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };
  /** DELETE: 204 without a body. */
  remove?: { summary: string; run: (caller: Caller, ref: Ref) => Promise<unknown> };
}

/** GET and POST on a parent's records (the ones given), in that order. */
export function parentRecordsRoutes<Caller, CreateBody extends TSchema = TSchema>(
  api: RoutesApi,
  callers: RouteCallers<Caller>,
  spec: ParentRecordsSpec<Caller, CreateBody>,
): void {
  const { path, list, create } = spec;
  const parent = pathId('id', spec.parentNotFoundMessage);
  if (list) rowRoute(api, callers, { method: 'GET', path, ...parent, ...list });
  if (create) rowRoute(api, callers, { method: 'POST', path, ...parent, ...create, status: 201 });
}

/** GET, PUT and DELETE on one record (the ones given), in that order. */
export function recordRoutes<
  Caller,
  Params extends TSchema,
  Ref,
  UpdateBody extends TSchema = TSchema,
>(
  api: RoutesApi,
  callers: RouteCallers<Caller>,
  spec: RecordSpec<Caller, Params, Ref, UpdateBody>,
): void {
  const { path, params, notFoundMessage, ref, show, update, remove } = spec;
  const row = { path, params, notFoundMessage, ref };
  if (show) rowRoute(api, callers, { method: 'GET', ...row, ...show });
  if (update) rowRoute(api, callers, { method: 'PUT', ...row, ...update });
  if (remove) rowRoute(api, callers, { method: 'DELETE', ...row, ...remove, status: 204 });
}
