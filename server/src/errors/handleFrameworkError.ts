// Errors fastify raises before any route is chosen (a URL that cannot be decoded, a path
// parameter longer than the router accepts). Under /api they get the shared error shape; a too
// long parameter is answered like an unknown route (404), a malformed URL with 400.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFoundMessage, sendError } from './sendError';

export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const isApi = /^\/api(\/|$|\?)/.test(request.url);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 404 : 400;
  if (isApi) {
    const message =
      status === 404 ? routeNotFoundMessage(request.url) : 'The request URL is malformed.';
    void sendError(reply, status, message);
    return;
  }
  // The site has no JSON errors; answer with a plain status text.
  void reply
    .code(status)
    .header('X-Request-Id', request.id)
    .type('text/plain; charset=utf-8')
    .send(status === 404 ? 'Not Found' : 'Bad Request');
}
