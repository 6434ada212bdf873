// What a request whose path parameter is malformed gets: to a crawler a malformed URL is a page
// that does not exist (404 with the route's message), unless the route's parameter is a value the
// user typed (`invalidParamMessage`), which fails as a form field does (422 on that field).
import type { FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from './HttpError';

export function paramFailure(request: FastifyRequest): HttpError {
  const { invalidParamMessage, notFoundMessage } = request.routeOptions.config;
  if (invalidParamMessage) {
    const fields = Object.keys((request.params ?? {}) as Record<string, unknown>);
    return new ValidationError(
      Object.fromEntries(fields.map((field) => [field, [invalidParamMessage]])),
    );
  }
  return new HttpError(404, notFoundMessage ?? 'Not found.');
}
