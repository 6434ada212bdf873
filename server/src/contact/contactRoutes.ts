import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { resolveLocale } from '../content/resolveLocale';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { HttpError, ValidationError } from '../errors/HttpError';
import { databaseRateLimitStore } from '../rateLimit/databaseRateLimitStore';
import { ContactReceipt, ContactRequest } from './contactSchemas';
import { storeContactMessage } from './contactService';
import { isReplyableEmail } from './replyableEmail';

/** Accepted messages per IP address and hour (invalid attempts do not count). */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 } as const;

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
}> = async (api, { db, config }) => {
  // Only the routes of this plugin are limited (global: false, per-route settings below).
  await api.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new HttpError(429, 'Too Many Attempts.'),
  });

  api.post(
    '/contact',
    {
      config: {
        // After validation (preHandler), so only messages that would be stored use the allowance.
        rateLimit: { ...CONTACT_RATE_LIMIT, hook: 'preHandler' },
      },
      preValidation: trimStrings,
      // Runs before the rate-limit hook, which @fastify/rate-limit appends to this list.
      preHandler: [requireReplyableEmail],
      schema: {
        tags: ['contact'],
        summary: 'Send a message to PetCare support (public contact form)',
        description:
          `Stores the message and queues an e-mail to support. At most ${CONTACT_RATE_LIMIT.max} ` +
          'accepted messages per IP address and hour (429 after that). The App-Language header ' +
          'records the language to answer in.',
        body: ContactRequest,
        response: {
          201: ContactReceipt,
          400: ErrorResponseRef,
          422: ErrorResponseRef,
          429: ErrorResponseRef,
          500: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const stored = await storeContactMessage(db, request.body, {
        locale: resolveLocale(request, undefined),
        supportEmail: config.supportEmail,
      });
      return reply
        .code(201)
        .send({ data: { id: stored.id, created_at: stored.createdAt.toISOString() } });
    },
  );
};
