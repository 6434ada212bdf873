import type { FastifyRequest } from 'fastify';
import type { Language } from '@contract/preferences';

/** The App-Language header as one of the app's languages (en, jp); anything else is English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['app-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === 'jp' || value === 'ja' ? 'jp' : 'en';
}

/**
 * The language the API answers in: the App-Language header (spec section 7 sends it on every
 * call; a locale without its own messages gets English), else the signed-in user's saved
 * language, else English.
 */
export function answerLanguage(request: FastifyRequest): Language {
  const header = request.headers['app-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value) return requestLanguage(request);
  return request.auth?.language ?? 'en';
}
