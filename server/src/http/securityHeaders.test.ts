import { createHash } from 'node:crypto';
import { mkdtempSync, ReadStream, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseEmbedHosts } from '@contract/embedHosts';
import {
  inlineScriptHashes,
  pageContentSecurityPolicy,
  PageScriptHashes,
  permissionsPolicy,
  registerSecurityHeaders,
  siteSecuritySettings,
} from './securityHeaders';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The directive of a policy as a list of sources. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('siteSecuritySettings', () => {
  it('allows only the page origin by default', () => {
    expect(siteSecuritySettings({})).toEqual({
      https: false,
      apiOrigin: null,
      realtimeOrigin: null,
      tagManager: false,
      embeds: parseEmbedHosts(undefined).sources,
    });
    expect(siteSecuritySettings({ GATSBY_API_URL: '/api' }).apiOrigin).toBeNull();
  });

  it('names an API on another origin, a hosted realtime service and tag manager', () => {
    const settings = siteSecuritySettings({
      PUBLIC_URL: 'https://petcare.example',
      GATSBY_API_URL: 'https://api.petcare.example/api',
      GATSBY_PUSHER_HOST: 'ws-eu.pusher.com',
      GATSBY_PUSHER_SCHEME: 'https',
      GATSBY_GTM_ENABLED: 'true',
    });
    expect(settings).toMatchObject({
      https: true,
      apiOrigin: 'https://api.petcare.example',
      realtimeOrigin: 'wss://ws-eu.pusher.com',
      tagManager: true,
    });
    expect(
      siteSecuritySettings({
        GATSBY_PUSHER_HOST: 'soketi.internal',
        GATSBY_PUSHER_SCHEME: 'http',
        GATSBY_PUSHER_PORT: '6001',
      }).realtimeOrigin,
    ).toBe('ws://soketi.internal:6001');
    expect(
      siteSecuritySettings({ GATSBY_PUSHER_HOST: 'x.example', GATSBY_REALTIME_ENABLED: 'false' })
        .realtimeOrigin,
    ).toBeNull();
    // The API on the site's own origin needs nothing beyond 'self'.
    expect(
      siteSecuritySettings({
        PUBLIC_URL: 'https://petcare.example',
        GATSBY_API_URL: 'https://petcare.example/api',
      }).apiOrigin,
    ).toBeNull();
  });
});

describe('pageContentSecurityPolicy', () => {
  const local = siteSecuritySettings({});

  it('allows scripts from the site and the given hashes only, never eval', () => {
    const policy = pageContentSecurityPolicy(local, ['sha256-abc=']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    // The embeds the article sanitiser keeps by default: video players and maps.
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com/embed/',
        'https://www.youtube.com/embed/',
        'https://player.vimeo.com/video/',
        'https://www.google.com/maps/embed',
        'https://www.openstreetmap.org/export/embed.html',
      ]),
    );
    expect(directive(policy, 'frame-src')).not.toContain('https://www.google.com');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('googletagmanager');
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('frames exactly the embed hosts the site is built with (GATSBY_EMBED_HOSTS)', () => {
    const configured = siteSecuritySettings({
      GATSBY_EMBED_HOSTS: 'maps.example.org/embed, video.example.net',
    });
    expect(directive(pageContentSecurityPolicy(configured, []), 'frame-src')).toEqual([
      'https://maps.example.org/embed',
      'https://maps.example.org/embed/',
      'https://video.example.net',
    ]);
    expect(permissionsPolicy(configured.embeds)).toContain(
      'fullscreen=(self "https://maps.example.org" "https://video.example.net")',
    );
    const none = siteSecuritySettings({ GATSBY_EMBED_HOSTS: 'none' });
    expect(directive(pageContentSecurityPolicy(none, []), 'frame-src')).toEqual(["'none'"]);
  });

  it('adds the API, realtime and tag-manager origins when the build uses them', () => {
    const policy = pageContentSecurityPolicy(
      siteSecuritySettings({
        PUBLIC_URL: 'https://petcare.example',
        GATSBY_API_URL: 'https://api.petcare.example/api',
        GATSBY_PUSHER_HOST: 'ws-eu.pusher.com',
        GATSBY_GTM_ENABLED: '1',
      }),
      [],
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.petcare.example',
        'wss://ws-eu.pusher.com',
        'https://*.google-analytics.com',
      ]),
    );
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(policy, 'upgrade-insecure-requests')).toEqual([]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs and nothing else', () => {
    const html =
      '<head><script>var a=1;</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script src="/app.js" async></script><script type="module">import("/x.js")</script></head>' +
      '<body><script id="gatsby-script-loader" data-page-path="/">var a=1;</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('import("/x.js")')]);
  });
});

describe('PageScriptHashes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'petcare-csp-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the page a file stream sends, its original for a compressed copy, again after a rebuild', async () => {
    const page = path.join(dir, 'index.html');
    writeFileSync(page, '<script>one()</script>');
    writeFileSync(`${page}.br`, brotliCompressSync('<script>one()</script>'));
    const hashes = new PageScriptHashes();
    // What @fastify/send hands to reply.send: a file stream (not opened here).
    const read = (file: string) =>
      hashes.of(Object.assign(Object.create(ReadStream.prototype) as ReadStream, { path: file }));
    expect(read(page)).toEqual([sha('one()')]);
    expect(read(`${page}.br`)).toEqual([sha('one()')]);

    writeFileSync(page, '<script>two()</script>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(page, later, later);
    expect(read(page)).toEqual([sha('two()')]);
  });

  it('reads generated pages from the payload', () => {
    const hashes = new PageScriptHashes();
    expect(hashes.of('<script>a()</script>')).toEqual([sha('a()')]);
    expect(hashes.of(Buffer.from('<script>b()</script>'))).toEqual([sha('b()')]);
    expect(hashes.of(null)).toEqual([]);
  });
});

describe('registerSecurityHeaders', () => {
  it('sends the page policy with HTML and a closed policy with everything else', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      settings: siteSecuritySettings({ PUBLIC_URL: 'https://petcare.example' }),
    });
    app.get('/', async (_request, reply) =>
      reply.type('text/html').send('<p>page</p><script>boot()</script>'),
    );
    app.get('/api/user', async () => ({ id: 1 }));
    try {
      const page = await app.inject({ url: '/' });
      expect(directive(page.headers['content-security-policy'] as string, 'script-src')).toEqual([
        "'self'",
        `'${sha('boot()')}'`,
      ]);
      const api = await app.inject({ url: '/api/user' });
      const missing = await app.inject({ url: '/nothing' });
      for (const res of [api, missing]) {
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      }
      for (const res of [page, api, missing]) {
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)/);
        expect(res.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await app.close();
    }
  });

  it('lets the service worker fetch the site and its API, and nothing else', async () => {
    for (const [env, connect] of [
      [{}, ["'self'"]],
      [{ GATSBY_API_URL: 'https://api.example.org/api' }, ["'self'", 'https://api.example.org']],
    ] as const) {
      const app = Fastify();
      registerSecurityHeaders(app, { settings: siteSecuritySettings(env) });
      app.get('/sw.js', async (_request, reply) => reply.type('application/javascript').send('1'));
      app.get('/app.js', async (_request, reply) => reply.type('application/javascript').send('1'));
      try {
        const worker = (await app.inject({ url: '/sw.js' })).headers['content-security-policy'];
        expect(directive(worker as string, 'connect-src')).toEqual(connect);
        expect(directive(worker as string, 'default-src')).toEqual(["'none'"]);
        expect(directive(worker as string, 'frame-ancestors')).toEqual(["'none'"]);
        // Any other script keeps the closed policy.
        expect((await app.inject({ url: '/app.js' })).headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
      } finally {
        await app.close();
      }
    }
  });

  it('isolates the browsing context and keeps our resources to our site unless a route says otherwise', async () => {
    const routes = (app: FastifyInstance) => {
      app.get('/', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
      app.get('/static/photo.jpg', async (_request, reply) => reply.type('image/jpeg').send('x'));
      app.get('/banner.png', async (_request, reply) =>
        reply.type('image/png').header('cross-origin-resource-policy', 'cross-origin').send('x'),
      );
    };
    const sameOrigin = Fastify();
    registerSecurityHeaders(sameOrigin, {
      settings: siteSecuritySettings({ PUBLIC_URL: 'https://petcare.example' }),
    });
    routes(sameOrigin);
    // The site calls an API on another origin: that API's images must load in the site's pages.
    const apiElsewhere = Fastify();
    registerSecurityHeaders(apiElsewhere, {
      settings: siteSecuritySettings({
        PUBLIC_URL: 'https://petcare.example',
        GATSBY_API_URL: 'https://api.petcare-cdn.example/api',
      }),
    });
    routes(apiElsewhere);
    try {
      for (const url of ['/', '/static/photo.jpg', '/nothing']) {
        const res = await sameOrigin.inject({ url });
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
        const other = await apiElsewhere.inject({ url });
        expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(other.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
      const banner = await sameOrigin.inject({ url: '/banner.png' });
      expect(banner.headers['cross-origin-resource-policy']).toBe('cross-origin');
    } finally {
      await sameOrigin.close();
      await apiElsewhere.close();
    }
  });

  it('keeps the cached page policy on a 304: revalidating a page never drops its script hashes', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { settings: siteSecuritySettings({}) });
    app.get('/page/', async (request, reply) => {
      reply.type('text/html').header('etag', '"v1"');
      if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
      return reply.send('<script>boot()</script>');
    });
    try {
      const first = await app.inject({ url: '/page/' });
      expect(first.headers['content-security-policy']).toContain(`'${sha('boot()')}'`);
      const again = await app.inject({ url: '/page/', headers: { 'if-none-match': '"v1"' } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await app.close();
    }
  });

  it('sends no HSTS over plain http', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, {
      settings: siteSecuritySettings({ PUBLIC_URL: 'http://localhost:8000' }),
    });
    app.get('/', async () => 'ok');
    const res = await app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
