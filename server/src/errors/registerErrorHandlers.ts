// The API's not-found and error handlers. They are set inside the /api plugin, so they apply to
// API routes only; the static site mounted at / on the same instance keeps its own 404 page.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answeredDatabaseUnavailable } from '../http/databaseUnavailable';
import { answerLanguage } from '../http/requestLanguage';
import { translatorOf } from '../i18n/translateMessage';
import { HttpError, summariseErrors, TooManyAttemptsError } from './HttpError';
import { routeNotFoundMessage, sendError, shownPath } from './sendError';
import { paramFailure } from './paramFailure';
import { fieldErrorsFromValidation } from './validationMessages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Message of the 404 answered when a path parameter fails its schema (e.g. a malformed slug):
     * to a crawler a malformed URL is just a page that does not exist, not a validation error.
     */
    notFoundMessage?: string;
    /**
     * Set on routes whose path parameter is a value the keeper typed (a postal code looked up as
     * they type): a malformed value is then a 422 with this message on the parameter's field, as
     * in a form, not a missing page.
     */
    invalidParamMessage?: string;
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/** Messages for client errors fastify raises itself (body parsing, media types, sizes). */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its content type is JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body has an unsupported media type.';
    default:
      return STATUS_CODES[status] ?? 'Bad Request';
  }
}

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) =>
      part.startsWith(':') || part === '*' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

export function registerErrorHandlers(api: FastifyInstance): void {
  // A success answer's `message` ("Your password has been reset.") is in the caller's language
  // too; error answers are translated where they are written (sendError.ts).
  api.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || payload === null || typeof payload !== 'object') return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    const { translateMessage } = translatorOf(request.server);
    return { ...payload, message: translateMessage(message, answerLanguage(request)) };
  });
  // Remember every route of the API so an unknown method on a known path can answer 405.
  const routes = new Map<string, KnownRoute>();
  api.addHook('onRoute', (route) => {
    const known = routes.get(route.url) ?? { pattern: routePattern(route.url), methods: new Set() };
    for (const method of [route.method].flat()) known.methods.add(method);
    routes.set(route.url, known);
  });

  api.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = [...routes.values()]
      .filter((route) => route.pattern.test(path))
      .flatMap((route) => [...route.methods]);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const methods = [...new Set(allowed)].sort().join(', ');
      reply.header('Allow', methods);
      return sendError(
        reply,
        405,
        `The ${request.method} method is not supported for route ${shownPath(request.url)}. Supported methods: ${methods}.`,
      );
    }
    return sendError(reply, 404, routeNotFoundMessage(request.url));
  });

  api.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyAttemptsError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    if (isFastifyError(error) && error.validation) {
      if (error.validationContext === 'params') {
        const failure = paramFailure(request);
        return sendError(reply, failure.statusCode, failure.message, failure.errors);
      }
      const errors = fieldErrorsFromValidation(error.validation, error.validationContext ?? 'body');
      return sendError(reply, 422, summariseErrors(errors), errors);
    }
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500 && isFastifyError(error)) {
      return sendError(reply, status, clientErrorMessage(error, status));
    }
    if (answeredDatabaseUnavailable(error, reply)) return reply;
    // Never show internals to the client; the log line carries the request id to find it.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'Server Error');
  });
}
