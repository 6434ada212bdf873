import type { FastifyReply } from 'fastify';
import type { ErrorResponse } from '@contract/schemas/errors';
import type { FieldErrors } from './HttpError';
import { answerLanguage } from '../http/requestLanguage';
import { translatorOf } from '../i18n/translateMessage';

/** Longest request path echoed back in a message: enough to recognise, not a reflection vector. */
const MAX_ECHOED_PATH = 200;

/**
 * Sends the shared error shape; error_id is the request id (also in the X-Request-Id header).
 * The message and the field messages are written in English and answered in the caller's
 * language (i18n/translateMessage.ts): every error answer passes here.
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors: FieldErrors = {},
): FastifyReply {
  const language = answerLanguage(reply.request);
  const { translateMessage, translateErrors } = translatorOf(reply.server);
  const body: ErrorResponse = {
    message: translateMessage(message, language),
    errors: translateErrors(errors, language),
    error_id: reply.request.id,
  };
  return reply
    .code(status)
    .header('X-Request-Id', reply.request.id)
    .type('application/json; charset=utf-8')
    .send(body);
}

/** `/api/xyz?a=1` → `api/xyz` (Laravel's request path), shortened when very long. */
export function shownPath(url: string): string {
  const path = (url.split('?')[0] ?? '').replace(/^\/+/, '');
  return path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path;
}

/** Laravel's answer for an unknown route. */
export function routeNotFoundMessage(url: string): string {
  return `The route ${shownPath(url)} could not be found.`;
}
