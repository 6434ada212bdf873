// What every operation of the OpenAPI document says about who may call it, how it is named, what
// it answers when it refuses, and what an upload sends — generated from what the server enforces,
// never written per route, so the document cannot drift from the routes:
// - security and the 401/403 answers from the access rule the route declares (http/routeAccess.ts);
// - the required X-Medical-Entity-ID header of the routes that act for a clinic (the same rule);
// - the 429 answer (with Retry-After) from the rate-limited routes (http/rateLimitedRoutes.ts);
// - the 503 answer (with Retry-After) of every path that needs the database
//   (http/databaseUnavailable.ts);
// - operationId from the method and the path;
// - the multipart body of upload routes from their declared upload (uploads/receiveUploadRequest).
// An operation without an access rule fails the whole document (and so the OpenAPI tests).
import type { FastifySchema } from 'fastify';
import type { Access } from '../http/routeAccess';
import { needsDatabase } from '../http/databaseUnavailable';
import { rateLimitOf } from '../http/rateLimitedRoutes';
import type { DeclaredUpload } from '../uploads/receiveUploadRequest';
import { uploadPolicy } from '../uploads/uploadPolicies';

export const BEARER_SCHEME = 'bearerAuth';
const ERROR_RESPONSE = '#/components/schemas/ErrorResponse';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}

interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, Response>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

/** `/api/pets/{id}` → `/api/pets/:id` (the route's own syntax, as access rules key it). */
export function routeUrlOf(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/keeper/pets/{id}/weights` → `getKeeperPetsByIdWeights`: readable, stable while the
 * route is, and unique because method and path are.
 */
export function operationIdOf(method: string, openApiPath: string): string {
  const words = openApiPath
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment
        .replace(/\{([^}]+)\}/g, ' By $1 ')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean),
    );
  return method.toLowerCase() + words.map(pascal).join('');
}

const errorAnswer = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_RESPONSE } } },
});

/** What the access rule means for the document. */
function applyAccess(operation: Operation, access: Access): void {
  if (access.kind === 'public' || access.kind === 'signature') {
    // Nothing to present: open to anyone, or proven by the signed URL itself.
    operation.security = [];
    if (access.kind === 'signature') {
      const note = 'Authorised by the signature or token in its URL, not by a user token.';
      operation.description = operation.description ? `${operation.description} ${note}` : note;
    }
    return;
  }
  operation.security = [{ [BEARER_SCHEME]: [] }];
  const { responses } = operation;
  responses['401'] ??= errorAnswer('Not signed in: no valid bearer token.');
  // Every signed-in route refuses an X-Medical-Entity-ID naming a clinic not the caller's.
  responses['403'] ??= errorAnswer(
    access.kind === 'signed-in'
      ? 'X-Medical-Entity-ID names a clinic the caller does not belong to.'
      : 'The caller may not use this operation.',
  );
  if (access.kind === 'clinic') {
    const parameters = (operation.parameters ??= []);
    if (
      !parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-medical-entity-id')
    ) {
      parameters.push({
        name: 'X-Medical-Entity-ID',
        in: 'header',
        required: true,
        description: `The clinic the caller acts for; they must hold the role (${access.roles.join(', ')}) there.`,
        schema: { type: 'string', pattern: '^\\d{1,10}$' },
      });
    }
  }
}

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** A 429 exactly where the route rate-limits. */
function applyRateLimit(operation: Operation, limit: string | undefined): void {
  if (limit === undefined) {
    delete operation.responses['429'];
    return;
  }
  operation.responses['429'] = {
    ...errorAnswer(`Too many requests. ${limit}`),
    headers: RETRY_AFTER,
  };
}

/** The 503 of a path that needs the database, while it is unreachable. */
function applyDatabaseOutage(operation: Operation, path: string): void {
  if (!needsDatabase(path)) return;
  operation.responses['503'] = {
    ...errorAnswer('The database is unreachable for the moment; try again after Retry-After.'),
    headers: RETRY_AFTER,
  };
}

/** The access rule a route declares, by method and fastify path (http/routeInventory.ts). */
export type AccessLookup = (method: string, url: string) => Access | undefined;

/**
 * Completes every operation of the generated document (fastify-swagger's transformObject).
 * Throws on an operation without an access rule or on a duplicate operationId.
 */
export function completeOperations<D extends OpenApiDocument>(
  document: D,
  accessRuleOf: AccessLookup,
): D {
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const url = routeUrlOf(path);
    for (const [method, value] of Object.entries(item ?? {})) {
      if (!HTTP_METHODS.includes(method)) continue;
      const operation = value as Operation;
      const key = `${method.toUpperCase()} ${url}`;
      const access = accessRuleOf(method.toUpperCase(), url);
      if (access === undefined) {
        throw new Error(
          `OpenAPI: ${key} declares no access rule (config.access, http/routeAccess.ts)`,
        );
      }
      operation.operationId ??= operationIdOf(method, path);
      const previous = ids.get(operation.operationId);
      if (previous !== undefined) {
        throw new Error(
          `OpenAPI: ${key} and ${previous} share operationId ${operation.operationId}`,
        );
      }
      ids.set(operation.operationId, key);
      applyAccess(operation, access);
      applyRateLimit(operation, rateLimitOf(method.toUpperCase(), url));
      applyDatabaseOutage(operation, path);
    }
  }
  return document;
}

/** The multipart body an upload route reads: one `file` under its policy, and its text fields. */
export function uploadBodySchema(upload: DeclaredUpload): Record<string, unknown> {
  const policy = uploadPolicy(upload.policy);
  const megabytes = Math.round(policy.maxBytes / (1024 * 1024));
  const fields = upload.fields.properties as Record<string, unknown>;
  return {
    type: 'object',
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        description: `One file: ${policy.accepts.join(', ')}; at most ${megabytes} MB.`,
      },
      ...fields,
    },
    required: ['file', ...(upload.fields.required ?? [])],
    additionalProperties: false,
  };
}

/**
 * The route schema as the document shows it (fastify-swagger's per-route transform): an upload
 * route's declared upload becomes its request body. Only the document sees this schema; the
 * route itself validates the fields as it reads them.
 */
export function documentedSchema(schema: FastifySchema): FastifySchema {
  // Routes without a schema reach here as undefined whatever the types say.
  if (schema?.upload === undefined || schema.body !== undefined) return schema;
  const { upload, ...rest } = schema;
  return { ...rest, body: uploadBodySchema(upload), consumes: ['multipart/form-data'] };
}
