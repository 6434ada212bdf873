// Which locale a content request is for: the `locale` query parameter (validated by the route
// schema, so always known here), else the App-Language header the web client sends with every
// call (spec.md §7) when it names a known locale, else English.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@contract/locales';

export function resolveLocale(request: FastifyRequest, queryLocale: Locale | undefined): Locale {
  if (queryLocale !== undefined) return queryLocale;
  const header = request.headers['app-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
