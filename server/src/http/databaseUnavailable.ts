// The answer to a request that failed because the database did not answer: 503 with Retry-After
// and a message a person can act on. The outage itself is logged once by DatabaseHealth, not
// once per request.
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  type DatabaseHealth,
} from '../db/databaseHealth';
import { sendError } from '../errors/sendError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outage monitor of the app's database (decorated by buildApp). */
    databaseHealth: DatabaseHealth;
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** Hands the failure to the app's outage monitor, when the app has one. */
export function reportDatabaseFailure(app: FastifyInstance, error: unknown): void {
  if (app.hasDecorator('databaseHealth')) app.databaseHealth.report(error);
}

/**
 * For an API error handler: answers 503 in the shared error shape when the database is
 * unreachable and returns true; returns false for every other error.
 */
export function answeredDatabaseUnavailable(error: unknown, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  reportDatabaseFailure(reply.server, error);
  reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  void sendError(reply, 503, SERVICE_UNAVAILABLE_MESSAGE);
  return true;
}

/** API paths that never touch the database: still answered while it is down. */
const WITHOUT_DATABASE = /^\/api\/(health|openapi\.json|icons\/)/;

/** Whether requests to this path are answered 503 while the database is down (OpenAPI reads it). */
export function needsDatabase(path: string): boolean {
  return !WITHOUT_DATABASE.test(path);
}

/**
 * onRequest hook of the API: while the outage monitor knows the database is down, requests are
 * answered 503 at once instead of each waiting for a connection that cannot come — the error
 * window costs neither the clients' time nor the server's. The monitor probes every second, so
 * requests go through again within a second of the database being back.
 */
export const failFastWhileDatabaseDown: onRequestAsyncHookHandler = async (request, reply) => {
  if (!request.server.hasDecorator('databaseHealth')) return;
  if (request.server.databaseHealth.state !== 'down' || !needsDatabase(request.url)) return;
  reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  return sendError(reply, 503, SERVICE_UNAVAILABLE_MESSAGE);
};
