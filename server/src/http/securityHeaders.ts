// Security headers on every answer of the server: the site's pages, its files, the API and the
// realtime endpoints. Pages get a Content-Security-Policy that the prebuilt pages and the
// signed-in app satisfy without 'unsafe-inline' or 'unsafe-eval' for scripts: bundles come from
// 'self', and the inline scripts of the page sent are allowed by their SHA-256 hashes, read from
// the page itself (server/src/http/README.md). Everything else gets a policy that allows nothing,
// which is what an API answer opened in a browser needs.
import { createHash } from 'node:crypto';
import { readFileSync, ReadStream, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { isFlagOn } from '@contract/envFlag';
import {
  embedFrameSources,
  embedOrigins,
  parseEmbedHosts,
  type EmbedSource,
} from '@contract/embedHosts';

/** What the policy depends on, all fixed when the site is built (see siteSecuritySettings). */
export interface SiteSecuritySettings {
  /** PUBLIC_URL: over https the server also sends HSTS and upgrades insecure requests. */
  https: boolean;
  /** The API's origin when the browser calls it on another origin (GATSBY_API_URL). */
  apiOrigin: string | null;
  /** A hosted Pusher-compatible service's WebSocket origin; null: the page's own host ('self'). */
  realtimeOrigin: string | null;
  /** Tag manager on (GATSBY_GTM_ENABLED): its script and reporting origins are allowed. */
  tagManager: boolean;
  /** What articles may embed (GATSBY_EMBED_HOSTS): the same list the site's sanitiser keeps. */
  embeds: EmbedSource[];
}

/**
 * Google's documented origins for Tag Manager with Google Analytics 4. Tags of the "custom HTML"
 * kind need inline scripts and cannot run under this policy (src/features/analytics/README.md).
 */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
};

/**
 * The settings from the environment the site is built with (the server's own plus the GATSBY_*
 * variables it derives for the build), so the policy allows exactly what that bundle calls.
 */
export function siteSecuritySettings(
  env: Readonly<Record<string, string | undefined>>,
): SiteSecuritySettings {
  const publicUrl = env.PUBLIC_URL?.trim() || 'http://localhost:8000';
  let apiOrigin: string | null = null;
  const apiUrl = env.GATSBY_API_URL?.trim();
  if (apiUrl && /^https?:\/\//i.test(apiUrl)) {
    const origin = new URL(apiUrl).origin;
    apiOrigin = origin === new URL(publicUrl).origin ? null : origin;
  }
  let realtimeOrigin: string | null = null;
  const realtimeOff = /^(false|0|no|off)$/i.test(env.GATSBY_REALTIME_ENABLED?.trim() ?? '');
  const host = env.GATSBY_PUSHER_HOST?.trim();
  if (host && !realtimeOff) {
    const secure = (env.GATSBY_PUSHER_SCHEME?.trim().toLowerCase() ?? 'https') !== 'http';
    const port = env.GATSBY_PUSHER_PORT?.trim();
    realtimeOrigin = `${secure ? 'wss' : 'ws'}://${host}${port ? `:${port}` : ''}`;
  }
  return {
    https: publicUrl.toLowerCase().startsWith('https://'),
    apiOrigin,
    realtimeOrigin,
    tagManager: isFlagOn(env.GATSBY_GTM_ENABLED),
    embeds: parseEmbedHosts(env.GATSBY_EMBED_HOSTS).sources,
  };
}

/** The policy of the site's pages; `scriptHashes` are 'sha256-…' sources of inline scripts. */
export function pageContentSecurityPolicy(
  settings: SiteSecuritySettings,
  scriptHashes: readonly string[],
): string {
  const gtm = settings.tagManager ? TAG_MANAGER : { script: [], connect: [], frame: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`), ...gtm.script],
    // Chakra UI (emotion) writes style elements at run time; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Blurred image placeholders are data: URIs; upload previews are blob: URLs; editors may put
    // pictures from anywhere in an article.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'blob:'],
    // 'self' covers ws:/wss: on the page's own host: the embedded realtime server.
    [
      'connect-src',
      "'self'",
      ...(settings.apiOrigin ? [settings.apiOrigin] : []),
      ...(settings.realtimeOrigin ? [settings.realtimeOrigin] : []),
      ...gtm.connect,
    ],
    // Exactly what the sanitiser lets articles embed; nothing at all when that list is empty.
    ['frame-src', ...frameSourcesOr(embedFrameSources(settings.embeds), gtm.frame)],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (settings.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Anything that is not a page: nothing may run, load or frame it. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker (static/sw.js) runs under the policy its script came with: it fetches the
 * site's own files and API (and the API's origin when that is another one), nothing else.
 */
export function serviceWorkerContentSecurityPolicy(settings: SiteSecuritySettings): string {
  const api = settings.apiOrigin ? ` ${settings.apiOrigin}` : '';
  return `default-src 'none'; connect-src 'self'${api}; frame-ancestors 'none'`;
}
const SERVICE_WORKER_PATH = '/sw.js';

/** frame-src's sources; 'none' rather than an empty directive, which browsers would ignore. */
function frameSourcesOr(embeds: string[], tagManager: string[]): string[] {
  const sources = [...embeds, ...tagManager];
  return sources.length > 0 ? sources : ["'none'"];
}

/**
 * Only what the app uses: the camera for photo capture on phones; the embedded players and maps
 * may use what a player needs. Every other powerful feature is off for the page and anything it
 * frames.
 */
export function permissionsPolicy(embeds: readonly EmbedSource[] = []): string {
  const videos = embedOrigins(embeds)
    .map((origin) => `"${origin}"`)
    .join(' ');
  return [
    'camera=(self)',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'bluetooth=()',
    'midi=()',
    'display-capture=()',
    'screen-wake-lock=()',
    'idle-detection=()',
    'publickey-credentials-get=()',
    'accelerometer=()',
    'gyroscope=()',
    'magnetometer=()',
    `autoplay=(self ${videos})`,
    `encrypted-media=(self ${videos})`,
    `fullscreen=(self ${videos})`,
    `picture-in-picture=(self ${videos})`,
  ].join(', ');
}

/**
 * Who may embed our answers (images, scripts, media) in their pages: the site's own origin and
 * its subdomains; any origin when the site calls an API on another origin (GATSBY_API_URL), since
 * that site shows the API's images. A route that means to be embedded anywhere (affiliate
 * banners, public stored files) sets its own, which is kept.
 */
export function crossOriginResourcePolicy(settings: SiteSecuritySettings): string {
  return settings.apiOrigin ? 'cross-origin' : 'same-site';
}

/** Headers every answer carries, whatever it is (a route's own CORP is kept). */
export function commonSecurityHeaders(settings: SiteSecuritySettings): Record<string, string> {
  return {
    // Our pages share no browsing context group with pages of other origins (no window.opener
    // either way); the app opens no pop-ups, and provider sign-in and payments are redirects.
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(settings.embeds),
    'x-content-type-options': 'nosniff',
    // For browsers without frame-ancestors.
    'x-frame-options': 'DENY',
    ...(settings.https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** 'sha256-…' of every inline script a browser would run (not JSON-LD or other data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

const MAX_CACHED_PAGES = 5000;

/**
 * The inline-script hashes of the page a reply sends, read from the reply itself: the file a
 * static-file stream reads (its uncompressed original beside a .br or .gz copy), or the HTML the
 * server generated. Files are cached by path and modification time, so each page is read once
 * per build; a page rewritten by a rebuild is read again the first time it is served.
 */
export class PageScriptHashes {
  private files = new Map<string, { mtimeMs: number; hashes: string[] }>();

  of(payload: unknown): string[] {
    if (typeof payload === 'string') return inlineScriptHashes(payload);
    if (Buffer.isBuffer(payload)) return inlineScriptHashes(payload.toString('utf8'));
    if (payload instanceof ReadStream && typeof payload.path === 'string') {
      return this.ofFile(payload.path.replace(/\.(br|gz)$/, ''));
    }
    return [];
  }

  private ofFile(file: string): string[] {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = this.files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    if (this.files.size >= MAX_CACHED_PAGES) {
      this.files.delete(this.files.keys().next().value!);
    }
    this.files.set(file, { mtimeMs, hashes });
    return hashes;
  }
}

export interface SecurityHeadersOptions {
  settings: SiteSecuritySettings;
}

/**
 * Adds the headers to every answer. Its onSend hook runs before compression's (route hooks run
 * after the instance's), so it sees the page as read from disk or generated.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { settings }: SecurityHeadersOptions,
): void {
  const common = commonSecurityHeaders(settings);
  const resourcePolicy = crossOriginResourcePolicy(settings);
  const scripts = new PageScriptHashes();
  const workerPolicy = serviceWorkerContentSecurityPolicy(settings);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(common);
    if (!reply.hasHeader('cross-origin-resource-policy')) {
      reply.header('cross-origin-resource-policy', resourcePolicy);
    }
    // A 304 has no body to hash, and a browser merges its headers into the cached page's: a
    // policy sent with it would replace the page's hashes and block its inline scripts.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header(
      'content-security-policy',
      type.startsWith('text/html')
        ? pageContentSecurityPolicy(settings, scripts.of(payload))
        : request.url.split('?')[0] === SERVICE_WORKER_PATH
          ? workerPolicy
          : RESOURCE_CONTENT_SECURITY_POLICY,
    );
    return payload;
  });
}
