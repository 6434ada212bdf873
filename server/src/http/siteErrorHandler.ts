// Error handler of everything outside /api (site pages, the form-post sign-in callback): plain
// text, never the error itself — fastify's default handler would send its message, and a failed
// query's message is its SQL. The API and the realtime routes keep their own JSON handlers.
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/databaseHealth';
import { reportDatabaseFailure, SERVICE_UNAVAILABLE_MESSAGE } from './databaseUnavailable';

function clientStatusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

export function siteErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('X-Request-Id', request.id).type('text/plain; charset=utf-8');
  if (isDatabaseUnavailable(error)) {
    reportDatabaseFailure(reply.server, error);
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(SERVICE_UNAVAILABLE_MESSAGE);
  }
  const status = clientStatusOf(error);
  if (status !== null) return reply.code(status).send(STATUS_CODES[status] ?? 'Bad Request');
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(`Server Error (reference ${request.id})`);
}
