// The answer to a request that failed because the database did not answer: 503 with Retry-After
// and a message a person can act on. The outage itself is logged once by DatabaseHealth, not
// once per request.
import type { FastifyInstance, FastifyReply } from 'fastify';
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
