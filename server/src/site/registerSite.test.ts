import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSite, type RedirectLookup } from './registerSite';
import { RebuildScheduler } from './rebuildScheduler';
import { localRebuildTarget } from './rebuildTargets';
import { SiteBuilder } from './siteBuilder';
import { sitePaths, type SitePaths } from './siteFiles';

function write(root: string, file: string, content: string | Buffer) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const BUILD_INFO = JSON.stringify({
  build_id: 'b1',
  fingerprint: 'current',
  built_at: '2026-11-01T00:00:00.000Z',
});

let builder: SiteBuilder;

async function serve(
  paths: SitePaths,
  lookupRedirect?: RedirectLookup,
  redirectLookupTimeoutMs?: number,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  builder = new SiteBuilder({
    paths,
    contentApiUrl: 'http://127.0.0.1:1/api',
    fingerprint: async () => 'current',
    log: app.log,
    echoOutput: false,
  });
  app.get('/api/ping', async () => ({ pong: true }));
  app.post('/broadcasting/auth', async () => ({ auth: 'realtime' }));
  app.post('/apps/petcare/events', async () => ({}));
  await registerSite(app, paths, builder, { lookupRedirect, redirectLookupTimeoutMs });
  await app.ready();
  return app;
}

describe('the built site on the API server', () => {
  let root: string;
  let app: FastifyInstance;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'petcare-site-'));
  });
  afterEach(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 503 with a self-refreshing page until the first build exists', async () => {
    app = await serve(sitePaths(root));
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['x-site-build']).toBe('starting');
    expect(page.body).toContain('PetCare');
    const api = await app.inject({ url: '/api/ping' });
    expect(api.statusCode).toBe(200);
    for (const url of ['/broadcasting/auth', '/apps/petcare/events']) {
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    }
  });

  it('keeps the getting-ready page during the first build until the build is announced', async () => {
    app = await serve(sitePaths(root));
    // Gatsby writes the home page long before the other pages.
    const pub = path.join(root, 'public');
    write(pub, 'index.html', '<html>home</html>');
    const early = await app.inject({ url: '/' });
    expect(early.statusCode).toBe(503);
    expect(early.body).not.toContain('<html>home</html>');
    // The builder writes builds/latest.json last: from then on the site is served.
    write(pub, 'builds/latest.json', BUILD_INFO);
    const served = await app.inject({ url: '/' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('<html>home</html>');
  });

  it('says ready when a process starts on a site already built from the current content', async () => {
    const pub = path.join(root, 'public');
    write(pub, 'index.html', '<html>home</html>');
    write(pub, 'builds/latest.json', BUILD_INFO);
    app = await serve(sitePaths(root));
    expect((await app.inject({ url: '/' })).headers['x-site-build']).toBe('starting');
    // At start the rebuild scheduler checks the site against the content: nothing to build.
    const scheduler = new RebuildScheduler({
      target: localRebuildTarget(builder),
      store: { save: async () => undefined },
      log: app.log,
      settings: { retryMinMs: 1000, retryMaxMs: 1000, checkIntervalMs: 60_000 },
    });
    await expect(scheduler.runNow()).resolves.toBe('fresh');
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-site-build']).toBe('ready');
    expect((await app.inject({ url: '/api/ping' })).headers['x-site-build']).toBe('ready');
  });

  describe('with a build', () => {
    beforeEach(async () => {
      const pub = path.join(root, 'public');
      write(pub, 'index.html', '<html>home</html>');
      write(pub, 'builds/latest.json', BUILD_INFO);
      write(pub, 'news/index.html', '<html>news</html>');
      write(pub, '404.html', '<html>not found en</html>');
      write(pub, 'jp/404.html', '<html>not found jp</html>');
      write(pub, 'error/404/index.html', '<html>error 404</html>');
      write(pub, 'error/index.html', '<html>error shell</html>');
      write(pub, 'app/index.html', '<html>app shell</html>');
      write(pub, 'static/logo-0123456789abcdef0123.svg', '<svg/>');
      write(pub, 'app-0123456789abcdef0123.js', 'console.log(1)');
      write(
        root,
        '.cache/match-paths.json',
        JSON.stringify([
          { path: '/error/', matchPath: '/error/*' },
          { path: '/app/', matchPath: '/app/*' },
        ]),
      );
      app = await serve(sitePaths(root));
    });

    it('serves pages with revalidation and hashed assets as immutable', async () => {
      const home = await app.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe('<html>home</html>');
      expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const js = await app.inject({ url: '/app-0123456789abcdef0123.js' });
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const asset = await app.inject({ url: '/static/logo-0123456789abcdef0123.svg' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the precompressed copy the client accepts, with the caching of the file', async () => {
      const pub = path.join(root, 'public');
      write(pub, 'index.html.br', brotliCompressSync('<html>home</html>'));
      write(pub, 'app-0123456789abcdef0123.js.gz', gzipSync('console.log(1)'));
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('<html>home</html>');
      const gz = await app.inject({
        url: '/app-0123456789abcdef0123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
      const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('<html>home</html>');
    });

    it('redirects a folder without its trailing slash', async () => {
      const res = await app.inject({ url: '/news' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/news/');
    });

    it('answers unknown paths with the 404 page of their locale and status 404', async () => {
      const en = await app.inject({ url: '/no/such/page/' });
      expect(en.statusCode).toBe(404);
      expect(en.body).toBe('<html>not found en</html>');
      const jp = await app.inject({ url: '/jp/no-such-page/' });
      expect(jp.statusCode).toBe(404);
      expect(jp.body).toBe('<html>not found jp</html>');
      const post = await app.inject({ method: 'POST', url: '/no/such/page/' });
      expect(post.statusCode).toBe(404);
    });

    it('serves /error/{code} with that status, prebuilt or through the client-only shell', async () => {
      const notFound = await app.inject({ url: '/error/404/' });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.body).toBe('<html>error 404</html>');
      const unavailable = await app.inject({ url: '/error/503' });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.body).toBe('<html>error shell</html>');
      // An invalid code fails route validation: the client-side page shows the fatal 404.
      const bogus = await app.inject({ url: '/error/abc/' });
      expect(bogus.statusCode).toBe(404);
      expect(bogus.body).toBe('<html>error shell</html>');
    });

    it('serves the owning page for client-only paths', async () => {
      const res = await app.inject({ url: '/app/settings/profile' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>app shell</html>');
    });
  });

  describe('redirects on first load', () => {
    const looked: string[] = [];
    beforeEach(async () => {
      looked.length = 0;
      const pub = path.join(root, 'public');
      write(pub, 'index.html', '<html>home</html>');
      write(pub, 'news/index.html', '<html>news</html>');
      write(pub, 'fr/news/index.html', '<html>news fr</html>');
      write(pub, 'builds/latest.json', BUILD_INFO);
      write(pub, 'fr/sitemap.xml', '<urlset/>');
      write(pub, 'app-0123456789abcdef0123.js', 'console.log(1)');
      app = await serve(sitePaths(root), async (url) => {
        looked.push(url);
        if (url.startsWith('/blog/')) return { to: '/news/', status: 301 };
        if (url.startsWith('/moved/')) return { to: 'https://elsewhere.example/page', status: 302 };
        return null;
      });
    });

    it.each([
      ['/ja', 301, '/jp/'],
      ['/ja/news/?page=2', 301, '/jp/news/?page=2'],
      ['/ai-assistance/symptom-checker', 301, '/si/'],
      ['/ai-assistance/image-analysis/?x=1', 301, '/si/image-analysis/?x=1'],
      ['/jp/ai-assistance/image-analysis/new/', 301, '/jp/si/image-analysis/new/'],
      ['/fr/ai-assistance/symptom-checker/', 301, '/si/'],
      ['/pet-accessories/custom-engraved-pet-products/', 301, '/'],
      ['/jp/pet-accessories/custom-engraved-pet-products', 301, '/jp/'],
      ['/fr/', 302, '/'],
      ['/es-us/care/london/?sort=name', 302, '/care/london/?sort=name'],
    ])('GET %s → %i %s', async (url, status, location) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(status);
      expect(res.headers.location).toBe(location);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(status);
    });

    it('keeps news pages and files of other locales', async () => {
      expect((await app.inject({ url: '/fr/news/' })).body).toBe('<html>news fr</html>');
      expect((await app.inject({ url: '/fr/sitemap.xml' })).statusCode).toBe(200);
    });

    it('applies stored redirects to pages only, keeping the query', async () => {
      const relative = await app.inject({ url: '/blog/?utm=1' });
      expect(relative.statusCode).toBe(301);
      expect(relative.headers.location).toBe('/news/');
      expect(looked).toEqual(['/blog/?utm=1']);
      const absolute = await app.inject({ url: '/moved/' });
      expect(absolute.statusCode).toBe(302);
      expect(absolute.headers.location).toBe('https://elsewhere.example/page');
      looked.length = 0;
      await app.inject({ url: '/app-0123456789abcdef0123.js' });
      await app.inject({ url: '/static/x.png' });
      await app.inject({ method: 'POST', url: '/blog/' });
      expect(looked).toEqual([]);
      expect((await app.inject({ url: '/news/' })).statusCode).toBe(200);
    });

    it('never redirects API calls', async () => {
      const res = await app.inject({ url: '/api/ping' });
      expect(res.statusCode).toBe(200);
      expect(looked).toEqual([]);
    });
  });

  describe('when stored redirects cannot be looked up', () => {
    beforeEach(() => {
      write(path.join(root, 'public'), 'index.html', '<html>home</html>');
      write(path.join(root, 'public'), 'news/index.html', '<html>news</html>');
      write(path.join(root, 'public'), 'builds/latest.json', BUILD_INFO);
    });

    it('serves the page when the lookup fails, without a trace of the failure', async () => {
      app = await serve(sitePaths(root), async () => {
        throw new Error('Failed query: select "to_path" from "redirects" (/work/x.ts:1:2)');
      });
      for (const url of ['/', '/news/']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/select|redirects|work/);
      }
    });

    it('serves the page when the lookup does not answer in time', async () => {
      app = await serve(sitePaths(root), () => new Promise(() => undefined), 50);
      const res = await app.inject({ url: '/news/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>news</html>');
    });
  });
});
