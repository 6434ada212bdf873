import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { redirectForUrl } from '@contract/redirectRules';
import { LOCALES } from '@contract/locales';
import { matchPathToRegExp, pageFile, readMatchPaths, type SitePaths } from './siteFiles';
import type { SiteBuilder } from './siteBuilder';
import { buildingPage, buildFailedPage } from './buildingPage';
import { resilientRedirectLookup } from './resilientRedirectLookup';

/** A stored redirect for a visited URL (server/src/redirects), or null. */
export type RedirectLookup = (url: string) => Promise<{ to: string; status: number } | null>;

export interface RegisterSiteOptions {
  /** Editors' stored redirects, applied on first load after the fixed rules. */
  lookupRedirect?: RedirectLookup;
  /** Longest wait for that lookup before the page is served without it (default 1000 ms). */
  redirectLookupTimeoutMs?: number;
}

const LOCALE_PREFIXES = new Set(LOCALES.map((l) => l.prefix).filter(Boolean));
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Gatsby's caching rules: hashed assets forever, HTML and page data always revalidated. */
function cacheControlFor(filePath: string): string {
  if (/\/static\//.test(filePath) || /-[0-9a-f]{16,}\.(js|css)$/.test(filePath)) return IMMUTABLE;
  if (/\.(html|json)$/.test(filePath) || filePath.endsWith('sw.js')) return REVALIDATE;
  return 'public, max-age=3600';
}

/** Pages, not files: stored redirects are looked up for these only (no database hit per asset). */
function isPageRequest(urlPath: string): boolean {
  if (urlPath.startsWith('/static/') || urlPath.startsWith('/page-data/')) return false;
  const last = urlPath.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** The locale prefix of a URL path, or '' for English. */
function localePrefixOf(urlPath: string): string {
  const first = urlPath.split('/')[1] ?? '';
  return LOCALE_PREFIXES.has(first) ? first : '';
}

/**
 * Serves the built Gatsby site from public/ on the same instance as the API. Client-only pages
 * (Gatsby matchPaths) get their shell; unknown paths get the 404 page with a real 404 status, and
 * /error/{code} pages answer with that status so crawlers see what users see.
 */
export async function registerSite(
  app: FastifyInstance,
  paths: SitePaths,
  builder: SiteBuilder,
  { lookupRedirect, redirectLookupTimeoutMs = 1000 }: RegisterSiteOptions = {},
): Promise<void> {
  mkdirSync(paths.publicDir, { recursive: true });
  // The site is served from disk whatever the database does (resilientRedirectLookup.ts).
  const findRedirect =
    lookupRedirect &&
    resilientRedirectLookup(lookupRedirect, {
      timeoutMs: redirectLookupTimeoutMs,
      log: app.log,
      health: app.hasDecorator('databaseHealth') ? app.databaseHealth : null,
    });

  const sendPage = (reply: FastifyReply, file: string, status: number) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(readFileSync(file));

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const prefix = localePrefixOf(request.url);
    const localized = path.join(paths.publicDir, prefix, '404.html');
    const file = existsSync(localized) ? localized : path.join(paths.publicDir, '404.html');
    if (!existsSync(file)) return reply.code(404).type('text/plain').send('Not Found');
    return sendPage(reply, file, 404);
  };

  // Redirects on first load, as real HTTP redirects (src/app/routing/README.md): the fixed rules,
  // then editors' stored redirects. The browser keeps the #hash itself across a redirect.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/api/') || request.url === '/api') return;
    const fixed = redirectForUrl(request.url);
    if (fixed) return reply.redirect(fixed.to, fixed.status);
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!findRedirect || !isPageRequest(urlPath)) return;
    const stored = await findRedirect(request.url);
    if (stored) return reply.redirect(stored.to, stored.status);
  });

  // Until the first build is announced (builds/latest.json, written once every page is) every
  // page request gets a short "getting ready" page. The realtime endpoints (server/src/realtime)
  // are service calls like /api and never wait for it.
  app.addHook('onRequest', async (request, reply) => {
    if (/^\/(api|broadcasting|apps)(\/|\?|$)/.test(request.url)) return;
    if (builder.hasAnnouncedSite()) return;
    const failed = builder.state === 'failed';
    await reply
      .code(503)
      .header('retry-after', '5')
      .type('text/html; charset=utf-8')
      .send(failed ? buildFailedPage() : buildingPage());
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // Lets deploy scripts and the browser tests wait until a rebuild has replaced the files.
    reply.header('x-site-build', builder.state);
    return payload;
  });

  await app.register(fastifyStatic, {
    root: paths.publicDir,
    prefix: '/',
    wildcard: true,
    redirect: true,
    index: ['index.html'],
    cacheControl: false,
    // index.html.br beside index.html (site/siteCompression.ts), chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(filePath.replace(/\.(br|gz)$/, ''))),
  });

  const errorPage = (
    request: FastifyRequest<{ Params: { code: string } }>,
    reply: FastifyReply,
  ) => {
    const raw = request.params.code.replace(/\/+$/, '');
    const code = /^[45]\d\d$/.test(raw) ? Number(raw) : null;
    const prefix = localePrefixOf(request.url);
    const base = prefix ? `/${prefix}` : '';
    const shell = pageFile(paths.publicDir, `${base}/error/`);
    // Not an error status: route validation fails, and the client-side page shows the fatal 404
    // 'Page Not Found: {path}' (src/app/routing/README.md) — with a real 404 status.
    const prebuilt = code === null ? null : pageFile(paths.publicDir, `${base}/error/${code}/`);
    const file = [prebuilt, shell].find((f): f is string => f !== null && existsSync(f));
    if (!file) return sendNotFound(request, reply);
    return sendPage(reply, file, code ?? 404);
  };
  // Any code is served (an unknown one gets the shell's 404); the schema declares the parameter.
  const errorRoute = { schema: { params: Type.Object({ code: Type.String({ maxLength: 64 }) }) } };
  app.get('/error/:code', errorRoute, errorPage);
  app.get('/error/:code/', errorRoute, errorPage);
  for (const prefix of LOCALE_PREFIXES) {
    app.get(`/${prefix}/error/:code`, errorRoute, errorPage);
    app.get(`/${prefix}/error/:code/`, errorRoute, errorPage);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(request, reply);
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // Client-only pages: serve the page that owns the matchPath; its router takes over.
    const owner = readMatchPaths(paths).find((m) => matchPathToRegExp(m.matchPath).test(urlPath));
    if (owner) {
      const file = pageFile(paths.publicDir, owner.path);
      if (existsSync(file)) return sendPage(reply, file, 200);
    }
    return sendNotFound(request, reply);
  });
}
