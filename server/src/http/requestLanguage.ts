import type { FastifyRequest } from 'fastify';
import type { Language } from '@contract/preferences';

/** The App-Language header as one of the app's languages (en, jp); anything else is English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['app-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value === 'jp' || value === 'ja' ? 'jp' : 'en';
}
