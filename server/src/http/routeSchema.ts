// What every signed-in API route's schema shares, whatever capability declares it: the bearer
// security, the error answers (in the error shape), and path parameters of row ids, where a
// malformed id answers 404 like a missing one (so ids cannot be probed). Capabilities make their
// route helper with `routeSchemaFor(tag)`; the OpenAPI document is built from these schemas.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import { INT32_MAX } from '@contract/limits';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';

export const BEARER = [{ bearerAuth: [] }];

/** 401 no token, 403 wrong role, 404 missing / not theirs, 422 invalid input. */
export const ROUTE_ERRORS = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  422: ErrorResponseRef,
};

export const NO_CONTENT = Type.Null({ description: 'No Content.' });

/** A row id as it appears in a path; anything else fails the params schema, which answers 404. */
export const RowIdText = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

/** The id of a path, or a 404 with `message` when it cannot be a row id. */
export function rowId(text: string, message: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > INT32_MAX) throw new NotFoundError(message);
  return id;
}

/** Whether a path parameter is a row id the route reads (RowIdText's pattern and rowId's range). */
export function isRowIdText(text: unknown): boolean {
  return typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= INT32_MAX;
}

/** Path parameters of row ids: `{[name]: …}`. */
export function RowParams<const K extends string>(...names: K[]) {
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, RowIdText])) as Record<K, typeof RowIdText>,
    { additionalProperties: false },
  );
}

/** The path parameters `{id}` of a record (a pet, a thread, an application…). */
export const IdParams = RowParams('id');

export const FileIdText = Type.String({ format: 'uuid', maxLength: 36 });

export interface RouteParts {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
  consumes?: string[];
  /** The multipart upload the route reads (`uploadBody` of pet-files). */
  upload?: FastifySchema['upload'];
}

interface RouteSchemaOptions<E extends Record<number, TSchema>> {
  /** Error answers beyond ROUTE_ERRORS (e.g. 429 of rate-limited routes). */
  errors?: E;
  /** Appended to every summary (e.g. the header a vet route needs). */
  summarySuffix?: string;
}

/**
 * The route-schema helper of the capability tagged `tag`: `(summary, parts)` gives the schema
 * with the tag, the summary, the bearer security, the parts and the error answers.
 */
export function routeSchemaFor<E extends Record<number, TSchema> = Record<never, TSchema>>(
  tag: string,
  options: RouteSchemaOptions<E> = {},
) {
  const errors = { ...ROUTE_ERRORS, ...options.errors } as typeof ROUTE_ERRORS & E;
  const suffix = options.summarySuffix ?? '';
  return <const S extends RouteParts>(summary: string, parts: S) => ({
    tags: [tag],
    summary: `${summary}${suffix}`,
    security: BEARER,
    ...parts,
    response: { ...parts.response, ...errors } as S['response'] & typeof errors,
  });
}

/** How a route's schema is made from its summary and parts (what routeSchemaFor gives). */
export type RouteSchema = (summary: string, parts: RouteParts) => FastifySchema;

/** A pet keeper's route (tag `pets`). */
export const keeperRoute = routeSchemaFor('pets');

/** A route of the AI assistant (tag `ai`): rate-limited, so it may answer 429. */
export const aiRoute = routeSchemaFor('ai', { errors: { 429: ErrorResponseRef } });
