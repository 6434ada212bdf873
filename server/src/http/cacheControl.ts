// Cache-Control for every answer of the server that does not set its own: `no-store`. Tokens,
// accounts, pets, reset links — no answer may be kept by a browser, a proxy or a CDN unless it
// says so. Routes whose answers are the same for everyone and safe to keep declare it here, and
// get a cacheable header only when the request carries no credentials. Routes that set their own
// header (site files, icons, signed file URLs, banners) keep it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NO_STORE = 'no-store';
/** Shared caches may keep it, but must ask again before every use (content changes on publish). */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Public reads whose answers depend only on the URL and the language headers (never on who
 * asks): the site build's and the site's content reads. Every one declares PUBLIC access
 * (routeAccess.ts; the cache-control test checks it).
 */
export const CACHEABLE_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/locales',
  'GET /api/home',
  'GET /api/news',
  'GET /api/news/:slug',
  'GET /api/faq',
  'GET /api/faq/:slug',
  'GET /api/cities',
  'GET /api/cities/:citySlug',
  'GET /api/cities/:citySlug/care/:slug',
  'GET /api/pages/:slug',
  'GET /api/content/images',
  'GET /api/affiliate/programme',
  'GET /api/affiliate/rules',
]);

/** The language headers the content reads answer by, plus the credentials that turn caching off. */
const VARY = 'Authorization, App-Language, Accept-Language';

function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode !== 200) return false;
  if (request.headers.authorization !== undefined) return false;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return CACHEABLE_API_ROUTES.has(`${method} ${request.routeOptions.url ?? ''}`);
}

/** Registers the default on the root instance, before the API and the site are registered. */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (isCacheable(request, reply)) {
      reply.header('cache-control', PUBLIC_REVALIDATE);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, ${VARY}` : VARY);
    } else {
      reply.header('cache-control', NO_STORE);
    }
    return payload;
  });
}
