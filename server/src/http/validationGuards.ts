// Rules that make an unvalidated request impossible, for every route of the server (the API, the
// site's POST routes, /broadcasting, the realtime HTTP API), whoever registers it:
// - at start-up, a route with path parameters but no `params` schema is refused (the server does
//   not start), so a parameter cannot reach a query unchecked;
// - every request's query string, path parameters and parsed body are checked for characters
//   that are not text (NUL and the other control characters, lone surrogates) before a handler
//   runs, also on routes and parts without a schema: 422 in the error shape;
// - a multipart body on a route that validates a JSON body is refused with 415 (multipart streams
//   are read only by upload routes; elsewhere their fields would be silently ignored).
// requestValidator.ts applies the same character rule inside each schema, with the field names.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError, ValidationError } from '../errors/HttpError';
import { paramFailure } from '../errors/paramFailure';
import { fieldErrorsFromValidation } from '../errors/validationMessages';
import { UNSUPPORTED_MEDIA_TYPE } from './jsonBodies';
import { nonTextErrors } from './requestValidator';

type RouteSchema = { params?: unknown; body?: unknown; consumes?: readonly string[] };

function takesMultipart(schema: RouteSchema | undefined): boolean {
  return schema?.consumes?.some((type) => type.startsWith('multipart/')) === true;
}

function isMultipart(request: FastifyRequest): boolean {
  return /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
}

/** Throws when a route could receive input nothing checks. */
export function assertValidated(route: RouteOptions): void {
  const schema = route.schema as RouteSchema | undefined;
  if (route.url.includes(':') && schema?.params === undefined) {
    throw new Error(
      `${String(route.method)} ${route.url}: a route with path parameters needs a params schema`,
    );
  }
}

async function refuseMultipartOnJsonRoute(request: FastifyRequest): Promise<void> {
  if (isMultipart(request)) throw new HttpError(415, UNSUPPORTED_MEDIA_TYPE);
}

async function refuseNonText(request: FastifyRequest): Promise<void> {
  for (const [context, data] of [
    ['query', request.query],
    ['params', request.params],
    ['body', request.body],
  ] as const) {
    const errors = nonTextErrors(data);
    if (errors.length === 0) continue;
    // As for a parameter failing its schema.
    if (context === 'params') throw paramFailure(request);
    throw new ValidationError(fieldErrorsFromValidation(errors as never, context));
  }
}

/** Call on the root instance before any plugin registers routes. */
export function guardEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    assertValidated(route);
    const schema = route.schema as RouteSchema | undefined;
    if (schema?.body !== undefined && !takesMultipart(schema)) {
      // After the route's own preValidation (sign-in and roles come first).
      route.preValidation = [route.preValidation ?? [], refuseMultipartOnJsonRoute].flat();
    }
  });
  app.addHook('preHandler', refuseNonText);
}
