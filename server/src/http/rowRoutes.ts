// A route on one row its path names (a pet, a record of a pet, a vet's patient, a question…)
// answers the same way in every capability: the guard of the callers' role lets them through,
// then the checks that must come before the body is validated; the route declares its access rule
// and its 404 message (`config.notFoundMessage`, which a malformed id answers too); the handler
// calls the capability's service with the caller and the row ids and answers `{data: …}` (200, or
// 201 for a create), or 204 without a body. An upload route reads its one file under the policy
// and fields its schema declares, when the capability asks for it. The CRUD groups of
// recordRoutes.ts are made of these routes. Routes that answer otherwise (a stream, a
// rate-limited create, an answer whose status depends on the outcome) stay written out in their
// capability.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { authOf, tokenInRead, UNAUTHORIZED } from '../auth/requireRole';
import { HttpError } from '../errors/HttpError';
import {
  receiveUploadRequest,
  uploadBody,
  type ReceivedUpload,
  type UploadRequestOptions,
} from '../uploads/receiveUploadRequest';
import { PET_KEEPER, VET_OF_CLINIC, type Access } from './routeAccess';
import {
  isRowIdText,
  keeperRoute,
  NO_CONTENT,
  rowId,
  RowParams,
  type RouteParts,
  type RouteSchema,
} from './routeSchema';

/** The routes plugins' instance (FastifyPluginAsyncTypebox). */
export type RoutesApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export type Guard = preHandlerAsyncHookHandler;

/** Who calls a capability's routes, and what every one of those routes declares for them. */
export interface RouteCallers<Caller> {
  /** The guard of their role: 401/403 before anything else, the caller left on request.auth. */
  guard: Guard;
  /** The access rule the routes declare (routeAccess.ts). */
  access: Access;
  /** The caller as the services take it (a user id, a vet and their clinic). */
  callerOf: (request: FastifyRequest) => Caller;
  /** The schema helper of the routes' tag (keeperRoute, aiRoute, the capability's own). */
  schema: RouteSchema;
}

/** Signed-in pet keepers, given to the services as their user id. */
export function keeperCallers(
  keeper: Guard,
  schema: RouteSchema = keeperRoute,
): RouteCallers<number> {
  return {
    guard: keeper,
    access: PET_KEEPER,
    callerOf: (request) => authOf(request).userId,
    schema,
  };
}

/**
 * Signed-in pet keepers of a read that checks the caller's token in its own statement
 * (`tokenInRead` in place of `keeper`, the guard it stands for: the path's `id` must be a row id
 * for the read to run): the services take the request, read with `tokenCheckOf(request)` and call
 * `authenticateFrom(request, …, ['pet-keeper'])` before answering.
 */
export function keeperTokenReadCallers(
  keeper: Guard,
  schema: RouteSchema = keeperRoute,
): RouteCallers<FastifyRequest> {
  return {
    guard: tokenInRead(keeper, (request) => isRowIdText((request.params as { id?: unknown }).id)),
    access: PET_KEEPER,
    callerOf: (request) => request,
    schema,
  };
}

/** A vet acting for the clinic X-Medical-Entity-ID names (requireClinicRole verified it). */
export interface ClinicCaller {
  userId: number;
  clinicId: number;
}

/** The vet and the clinic the guard verified; a request without a clinic is refused. */
export function clinicCallerOf(request: FastifyRequest): ClinicCaller {
  const auth = authOf(request);
  if (auth.medicalEntityId === null) throw new HttpError(403, UNAUTHORIZED);
  return { userId: auth.userId, clinicId: auth.medicalEntityId };
}

/** The vets of a clinic (the guard is requireClinicRole('vet')), given as ClinicCaller. */
export function clinicCallers(vet: Guard, schema: RouteSchema): RouteCallers<ClinicCaller> {
  return { guard: vet, access: VET_OF_CLINIC, callerOf: clinicCallerOf, schema };
}

/** The row a path names: its params schema, its 404 message and the ids the services take. */
export interface PathRow<Params extends TSchema, Ref> {
  params: Params;
  /** The 404 message of a malformed, missing or someone else's row. */
  notFoundMessage: string;
  /** The row ids the service takes, from the path (rowId with the right 404 message). */
  ref: (params: Static<Params>) => Ref;
}

/** The row of a path with one row-id parameter, `name` (`id`, `albumId`…). */
export function pathId<const K extends string>(
  name: K,
  notFoundMessage: string,
): PathRow<ReturnType<typeof RowParams<K>>, number> {
  return {
    params: RowParams(name),
    notFoundMessage,
    // RowParams(name) has let only a string through as `name`; TypeBox's static type of a
    // generic object cannot be indexed by K, so it is read as the record it is.
    ref: (params) => rowId((params as unknown as Record<K, string>)[name], notFoundMessage),
  };
}

interface RowRouteBase<Params extends TSchema, Ref> extends PathRow<Params, Ref> {
  path: string;
  summary: string;
  /**
   * Checks after the guard and before the body is validated: a row the caller may not see
   * answers 404 whatever the body holds, so a 422 never tells anything about it.
   */
  checks?: Guard[];
}

/** `{data: …}` with 200, or 201 for a route that creates something, or 204 without a body. */
export type RowAnswer =
  { status?: 200 | 201; response: TSchema } | { status: 204; response?: undefined };

export type RowRouteSpec<Caller, Params extends TSchema, Ref, Body extends TSchema> = RowRouteBase<
  Params,
  Ref
> &
  RowAnswer & {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** The JSON body; without one the request has none. */
    body?: Body;
    run: (
      caller: Caller,
      ref: Ref,
      body: Static<Body>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };

export type RowUploadSpec<
  Caller,
  Params extends TSchema,
  Ref,
  Fields extends TObject,
> = RowRouteBase<Params, Ref> &
  RowAnswer & {
    method: 'POST' | 'PUT';
    /** The one file and the text fields the route reads; its schema declares the same. */
    upload: UploadRequestOptions<Fields>;
    /** `receive` reads the upload: call it after the checks that must not cost a transfer. */
    run: (
      caller: Caller,
      ref: Ref,
      receive: () => Promise<ReceivedUpload<Static<Fields>>>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  };

/**
 * One route on the row its path names. `requestParts` are the schema parts of the request beyond
 * its params: the JSON body's by default (none without a body schema), a multipart upload's when
 * rowUploadRoute registers the route.
 */
export function rowRoute<Caller, Params extends TSchema, Ref, Body extends TSchema = TSchema>(
  api: RoutesApi,
  callers: RouteCallers<Caller>,
  spec: RowRouteSpec<Caller, Params, Ref, Body>,
  requestParts: Omit<RouteParts, 'params' | 'response'> = spec.body ? { body: spec.body } : {},
): void {
  const { guard, access, callerOf, schema } = callers;
  const { params, notFoundMessage, ref, checks, run } = spec;
  const status = spec.status ?? 200;
  const response = spec.status === 204 ? { 204: NO_CONTENT } : { [status]: spec.response };
  api.route({
    method: spec.method,
    url: spec.path,
    preValidation: checks ? [guard, ...checks] : guard,
    config: { notFoundMessage, access },
    schema: schema(spec.summary, { params, ...requestParts, response }),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const row = ref(request.params as Static<Params>);
      const data = await run(caller, row, request.body as Static<Body>, request);
      return status === 204 ? reply.code(204).send(null) : reply.code(status).send({ data });
    },
  });
}

/** One multipart upload route (one `file` and text fields) on the row its path names. */
export function rowUploadRoute<Caller, Params extends TSchema, Ref, Fields extends TObject>(
  api: RoutesApi,
  callers: RouteCallers<Caller>,
  spec: RowUploadSpec<Caller, Params, Ref, Fields>,
): void {
  const { upload, run } = spec;
  const receiving = {
    ...spec,
    run: (caller: Caller, ref: Ref, _body: unknown, request: FastifyRequest) =>
      run(caller, ref, () => receiveUploadRequest(request, upload), request),
  };
  rowRoute(api, callers, receiving, uploadBody(upload.policy, upload.fields));
}
