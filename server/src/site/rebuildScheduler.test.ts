// A publish whose rebuild fails (here: the content API unreachable) is retried with backoff until
// the page is live; the state is readable by admins at GET /api/admin/site-build meanwhile. The
// build is a small stand-in for gatsby (server/test/fakeGatsby/cli.js) run by the real
// SiteBuilder, against the real API on both databases.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { ADMIN, bearer, DEMO, login } from '../../test/authHelpers';
import { captureLog } from '../../test/capturedLog';
import { freePort } from '../../test/postgresCluster';
import { createTestServer, type TestServer } from '../../test/testServer';
import { contentFingerprint } from '../content/contentFingerprint';
import { RebuildScheduler, retryDelayMs } from './rebuildScheduler';
import { localRebuildTarget } from './rebuildTargets';
import { registerSite } from './registerSite';
import { SiteBuilder } from './siteBuilder';
import { SiteBuildStore } from './siteBuildStore';
import { sitePaths } from './siteFiles';

jest.setTimeout(90_000);

const article = {
  locale: 'en',
  slug: 'ticks-after-a-forest-walk',
  title: 'Ticks after a forest walk',
  excerpt: 'Check the ears and paws.',
  body_html: '<p>Check the ears, the armpits and between the toes.</p>',
  category: 'health',
  cover_image: '/images/covers/dog-walk.svg',
};

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a publish whose rebuild fails', () => {
  let server: TestServer;
  let root: string;
  let port: number;
  let scheduler: RebuildScheduler | undefined;
  const log = captureLog();

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'petcare-rebuild-'));
    mkdirSync(path.join(root, 'node_modules', 'gatsby'), { recursive: true });
    cpSync(
      path.join(__dirname, '..', '..', 'test', 'fakeGatsby', 'cli.js'),
      path.join(root, 'node_modules', 'gatsby', 'cli.js'),
    );
    // The content API of the build: this server, once it listens (not yet: unreachable).
    port = await freePort();
    server = await createTestServer({
      app: { onContentChanged: () => scheduler?.request(), logger: log.logger },
      register: async (app, database) => {
        const paths = sitePaths(root);
        const builder = new SiteBuilder({
          paths,
          contentApiUrl: `http://127.0.0.1:${port}/api`,
          fingerprint: () => contentFingerprint(database.db),
          log: app.log,
          echoOutput: false,
        });
        const store = new SiteBuildStore(database.db);
        scheduler = new RebuildScheduler({
          target: localRebuildTarget(builder),
          store,
          log: app.log,
          settings: { retryMinMs: 200, retryMaxMs: 800, checkIntervalMs: 60_000 },
        });
        await registerSite(app, paths, builder);
      },
    });
  });
  afterAll(async () => {
    scheduler?.stop();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is retried with backoff until the page is live, its state readable by admins', async () => {
    const token = await login(server.app, ADMIN);
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const created = await admin('POST', '/api/admin/news', article);
    expect(created.statusCode).toBe(201);
    expect(
      (await admin('POST', `/api/admin/news/${created.json().data.id}/publish`)).statusCode,
    ).toBe(200);

    // The publish asked for a rebuild; the build cannot reach the content API and fails, again.
    const failed = await until('a failed attempt', async () => {
      const state = (await admin('GET', '/api/admin/site-build')).json().data;
      return state.status === 'failed' && state.attempts >= 2 ? state : undefined;
    });
    expect(failed).toMatchObject({
      mode: 'local',
      next_retry_at: expect.any(String),
      last_build: null,
      last_error: {
        message: expect.stringContaining('Could not load content for the site'),
        at: expect.any(String),
      },
    });
    const page = `/news/${article.slug}/`;
    expect((await server.app.inject({ url: page })).statusCode).not.toBe(200);

    // The content API comes up: a retry builds the site and the article is live.
    await server.app.listen({ port, host: '127.0.0.1' });
    const live = await until('the article page', async () => {
      const res = await server.app.inject({ url: page });
      return res.statusCode === 200 ? res : undefined;
    });
    expect(live.body).toContain(article.title);

    // The files are on disk a moment before the state is saved.
    const done = await until('the idle state', async () => {
      const state = (await admin('GET', '/api/admin/site-build')).json().data;
      return state.status === 'idle' ? state : undefined;
    });
    expect(done).toMatchObject({
      status: 'idle',
      attempts: 0,
      next_retry_at: null,
      last_build: { id: expect.any(String), duration_ms: expect.any(Number) },
    });
    const failures = log.matching('site: rebuild failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.map((line) => line.attempts)).toEqual(failures.map((_, i) => i + 1));
  });

  it('shows the state to admins and super-admins only', async () => {
    const keeper = await login(server.app, DEMO);
    const asKeeper = await server.app.inject({
      url: '/api/admin/site-build',
      headers: bearer(keeper),
    });
    expect(asKeeper.statusCode).toBe(403);
    expect((await server.app.inject({ url: '/api/admin/site-build' })).statusCode).toBe(401);
  });
});

describe('a publish during a rebuild', () => {
  it('keeps the state "building" until the build that contains it is done', async () => {
    const saved: string[] = [];
    const builds: (() => void)[] = [];
    let stale = true;
    const scheduler = new RebuildScheduler({
      target: {
        mode: 'local',
        isStale: async () => stale,
        build: () =>
          new Promise((resolve) => {
            builds.push(() => {
              stale = builds.length < 2;
              resolve({ buildId: `b${builds.length}` });
            });
          }),
      },
      store: { save: async (patch) => void saved.push(patch.status) },
      // Fastify's own logger, silent: the state is what is tested, not the log.
      log: Fastify({ logger: false }).log,
      settings: { retryMinMs: 5000, retryMaxMs: 300_000, checkIntervalMs: 60_000 },
    });
    const done = scheduler.runNow();
    await until('the first build', async () => (builds.length === 1 ? true : undefined));
    // The second publish arrives while the first build runs.
    stale = true;
    scheduler.request();
    builds[0]!();
    await until('the second build', async () => (builds.length === 2 ? true : undefined));
    expect(scheduler.state.status).toBe('building');
    expect(saved).not.toContain('idle');
    builds[1]!();
    await done;
    expect(scheduler.state.status).toBe('idle');
    expect(saved.at(-1)).toBe('idle');
  });
});

describe('retryDelayMs', () => {
  const settings = { retryMinMs: 5000, retryMaxMs: 300_000, checkIntervalMs: 60_000 };
  it('doubles per failed attempt up to the maximum, with ±20% jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, settings, 0.5))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(20, settings, 0.5)).toBe(300_000);
    expect(retryDelayMs(1, settings, 0)).toBe(4000);
    expect(retryDelayMs(1, settings, 1)).toBe(6000);
  });
});
