import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { ContactReceipt, ContactRequest } from '@contract/schemas/contact';
import type { Config } from '../config';
import { resolveLocale } from '../content';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { ValidationError } from '../errors/HttpError';
import { HOUR } from '../http/clock';
import type { RateLimiter, RateLimitRule } from '../http/rateLimiter';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeyHeaders,
  replayIdempotentRequest,
  runIdempotent,
} from '../http/idempotency';
import type { Mailer } from '../mail/mailer';
import { storeContactMessage } from './contactService';
import { isReplyableEmail } from './replyableEmail';
import { PUBLIC } from '../http/routeAccess';

/** Accepted messages per IP address and hour (invalid attempts do not count). */
export const CONTACT_PER_ADDRESS: RateLimitRule = {
  name: 'contact:address',
  limit: 5,
  windowMs: HOUR,
};

/**
 * Laravel's TrimStrings and ConvertEmptyStringsToNull: surrounding spaces are not content, and a
 * field left blank is a missing field ("The name field is required.").
 */
const trimStrings: preValidationAsyncHookHandler = async (request) => {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '') delete fields[name];
    else fields[name] = trimmed;
  }
};

const requireReplyableEmail: preHandlerAsyncHookHandler = async (request) => {
  const { email } = request.body as ContactRequest;
  if (!isReplyableEmail(email)) {
    throw new ValidationError({ email: ['The email field must be an address we can reply to.'] });
  }
};

export const contactRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  config: Pick<Config, 'supportEmail'>;
  mailer: Mailer;
  limiter: RateLimiter;
}> = async (api, { db, config, mailer, limiter }) => {
  api.post(
    '/contact',
    {
      config: { access: PUBLIC },
      preValidation: trimStrings,
      // A retry with the same Idempotency-Key is answered before the rate limit counts it.
      preHandler: [requireReplyableEmail, replayIdempotentRequest(db)],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to PetCare support (public contact form)',
        description:
          `Stores the message and queues an e-mail to support. At most ${CONTACT_PER_ADDRESS.limit} ` +
          'accepted messages per IP address and hour (429 after that). The App-Language header ' +
          'records the language to answer in. Send an Idempotency-Key to retry safely.',
        headers: IdempotencyKeyHeaders,
        body: ContactRequest,
        response: {
          201: ContactReceipt,
          400: ErrorResponseRef,
          422: ErrorResponseRef,
          429: ErrorResponseRef,
          500: ErrorResponseRef,
          503: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      // Checked after validation, so only messages that would be stored use the allowance. The
      // attempt is counted in the message's own transaction: counted exactly when the message is
      // stored, and nothing left to write (and fail) once it is.
      const checks = [[CONTACT_PER_ADDRESS, request.ip]] as const;
      const answer = await runIdempotent(db, request, async (unit) => {
        await limiter.consume(checks, unit.tx);
        const stored = await storeContactMessage(unit, mailer, request.body, {
          locale: resolveLocale(request, undefined),
          supportEmail: config.supportEmail,
        });
        const data = { id: stored.id, created_at: stored.createdAt.toISOString() };
        return { status: 201 as const, body: { data } };
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.status).send(answer.body);
    },
  );
};
