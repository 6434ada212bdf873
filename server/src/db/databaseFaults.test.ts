// Faults of the database under the real app. On the server-postgres project: connections
// terminated in the middle of a transaction, the server stopped, the server paused — on a
// PostgreSQL server of this file's own (stopping the shared one would break the other test
// files). On the server-pglite project: the process holding the embedded database killed in the
// middle of writes, and every acknowledged write still there after the restart.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startApiProcess, type ApiProcess } from '../../test/apiProcess';
import { captureLog, type CapturedLog } from '../../test/capturedLog';
import { freePort, PostgresCluster } from '../../test/postgresCluster';
import { createTestServer, type TestServer } from '../../test/testServer';
import { lookupRedirect } from '../redirects/redirectService';
import { registerSite } from '../site/registerSite';
import { SiteBuilder } from '../site/siteBuilder';
import { sitePaths } from '../site/siteFiles';
import { contactMessages, mailOutbox } from './schema';

// Each project runs the faults of its own database (as runMigrations.test.ts does), none skipped.
const onPostgres = process.env.TEST_DB === 'postgres';
const describePostgres = (name: string, body: () => void) =>
  onPostgres ? describe(name, body) : undefined;
const describePglite = (name: string, body: () => void) =>
  onPostgres ? undefined : describe(name, body);

jest.setTimeout(60_000);

const message = (n: number) => ({
  name: `Fault test ${n}`,
  email: 'keeper@petmail.jp',
  topic: 'general',
  message: 'Does my cat need a booster vaccination this year?',
  consent: true,
});

let addressCounter = 0;
const nextAddress = () =>
  `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

/** Never SQL, a stack or a file path in an answer. */
function expectNoInternals(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(
    /select |insert |"contact_messages"|redirects|\bat .+:\d+:\d+|\/work\/|node_modules|ECONNREFUSED|57P01/i,
  );
}

function expectUnavailable(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({
    message: 'The service is temporarily unavailable. Please try again in a few seconds.',
    errors: {},
    error_id: res.headers['x-request-id'],
  });
  expectNoInternals(res);
}

describePostgres('the API on a PostgreSQL server that fails', () => {
  let cluster: PostgresCluster;
  let server: TestServer;
  let log: CapturedLog;
  let siteRoot: string;

  beforeAll(async () => {
    cluster = await PostgresCluster.create();
    siteRoot = mkdtempSync(path.join(tmpdir(), 'petcare-fault-site-'));
    for (const [file, html] of [
      ['public/index.html', '<html>home from disk</html>'],
      ['public/news/index.html', '<html>news from disk</html>'],
      ['public/404.html', '<html>not found</html>'],
      [
        'public/builds/latest.json',
        JSON.stringify({ build_id: 'b1', fingerprint: 'f', built_at: '2026-11-01T00:00:00Z' }),
      ],
    ] as const) {
      mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
      writeFileSync(path.join(siteRoot, file), html);
    }
    log = captureLog();
    server = await createTestServer({
      postgresUrl: cluster.url,
      env: {
        DATABASE_CONNECT_TIMEOUT_MS: '3000',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        DATABASE_HEALTH_TIMEOUT_MS: '500',
      },
      app: { logger: log.logger },
      register: async (app, database) => {
        const paths = sitePaths(siteRoot);
        const builder = new SiteBuilder({
          paths,
          contentApiUrl: 'http://127.0.0.1:1/api',
          fingerprint: async () => 'unused',
          log: app.log,
          echoOutput: false,
        });
        await registerSite(app, paths, builder, {
          lookupRedirect: (url) => lookupRedirect(database.db, url),
          redirectLookupTimeoutMs: 500,
        });
      },
    });
  });

  afterAll(async () => {
    cluster?.resume();
    // Bounded: after a failed test the pool may still wait for a connection that never returns.
    await Promise.race([
      server?.close().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    await cluster?.destroy();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const postContact = (n: number) =>
    server.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextAddress(),
      payload: message(n),
    });

  async function waitUntilHealthy(): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      if ((await get('/api/health')).statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the database did not come back');
  }

  async function backendsOfTestDatabase(admin: Client): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname like 't\\_%' and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  }

  it('survives a connection terminated inside a transaction, and the next requests succeed', async () => {
    const admin = new Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      // A transaction that is mid-statement when its backend is terminated.
      const inTransaction = server.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.3)`);
        await tx.execute(sql`select pg_sleep(5)`);
      });
      const failure = inTransaction.catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 150));
      for (const pid of await backendsOfTestDatabase(admin)) {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      }
      expect(await failure).toBeInstanceOf(Error);

      // Contact messages (a transaction each) while every backend is terminated again and again.
      const answers: Promise<LightMyRequestResponse>[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (let i = 0; i < 6; i += 1) answers.push(postContact(round * 10 + i));
        for (const pid of await backendsOfTestDatabase(admin)) {
          await admin.query('select pg_terminate_backend($1)', [pid]);
        }
      }
      const statuses = (await Promise.all(answers)).map((res) => {
        if (res.statusCode !== 201) expectUnavailable(res);
        return res.statusCode;
      });
      expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);

      // A probe caught in the storm may have seen its own connection killed: once the monitor
      // has confirmed the database answers, requests succeed again.
      await waitUntilHealthy();
      const next = await postContact(99);
      expect(next.statusCode).toBe(201);
      expect((await get('/api/news')).statusCode).toBe(200);
      // Every stored message has its support mail (the same transaction).
      const [messages] = await server.database.db.select({ n: count() }).from(contactMessages);
      const [mails] = await server.database.db.select({ n: count() }).from(mailOutbox);
      expect(mails?.n).toBe(messages?.n);
    } finally {
      await admin.end();
    }
  });

  it('serves the site from disk and answers the API 503 while the server is stopped, then recovers', async () => {
    log.lines.length = 0;
    await cluster.stop('fast');
    try {
      for (const url of ['/', '/news/', '/old-page/']) {
        const page = await get(url);
        expect(page.statusCode).toBe(url === '/old-page/' ? 404 : 200);
        expectNoInternals(page);
      }
      expect((await get('/')).body).toContain('home from disk');
      for (let i = 0; i < 5; i += 1) {
        expectUnavailable(await get('/api/news'));
        expectUnavailable(await postContact(200 + i));
      }
      const health = await get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    } finally {
      await cluster.start();
    }
    await waitUntilHealthy();
    expect((await get('/api/news')).statusCode).toBe(200);
    expect((await postContact(300)).statusCode).toBe(201);

    expect(log.matching('database outage')).toHaveLength(1);
    expect(log.matching('database recovered')).toHaveLength(1);
    // Once at most: when the pool's dropped connections told the monitor first, pages skip the
    // lookup altogether and nothing is logged for it.
    expect(log.matching('site: stored redirects cannot be looked up').length).toBeLessThanOrEqual(
      1,
    );
    expect(log.matching('unhandled error')).toHaveLength(0);
  });

  it('answers within the timeouts while the server is paused, then recovers', async () => {
    log.lines.length = 0;
    cluster.pause();
    try {
      // A hang would run into this signal; every answer must come well before it.
      const answers = await Promise.all([
        get('/api/health'),
        get('/api/news'),
        postContact(400),
        get('/'),
      ]);
      const [health, news, contact, home] = answers;
      expect(health?.statusCode).toBe(503);
      expectUnavailable(news as LightMyRequestResponse);
      expectUnavailable(contact as LightMyRequestResponse);
      expect(home?.statusCode).toBe(200);
      // Once the outage is known, pages no longer wait for the redirect lookup at all.
      expect((await get('/news/')).statusCode).toBe(200);
    } finally {
      cluster.resume();
    }
    await waitUntilHealthy();
    expect((await get('/api/news')).statusCode).toBe(200);
    expect((await postContact(401)).statusCode).toBe(201);
    expect(log.matching('database outage')).toHaveLength(1);
    expect(log.matching('unhandled error')).toHaveLength(0);
  });

  it('answers every registered operation, signed in or not, without a 500 while the server is stopped', async () => {
    log.lines.length = 0;
    const routes = server.app.routeInventory.filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    const problems: string[] = [];
    await cluster.stop('fast');
    try {
      for (const route of routes) {
        const method = route.method === 'ALL' ? 'GET' : route.method;
        const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
        for (const headers of [{}, { authorization: 'Bearer 1|fault-test-token' }]) {
          const res = await server.app.inject({
            method: method as 'GET',
            url,
            headers,
            remoteAddress: nextAddress(),
            ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: { name: 'x' } } : {}),
          });
          // Error answers never leak internals (a document such as the OpenAPI one may name tables).
          if (res.statusCode >= 400) expectNoInternals(res);
          const unavailable = res.statusCode === 503 && res.headers['retry-after'] === '5';
          if (res.statusCode >= 500 && !unavailable) {
            problems.push(`${method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          if (unavailable && url.startsWith('/api/') && route.url !== '/api/health') {
            expectUnavailable(res);
          }
        }
      }
    } finally {
      await cluster.start();
    }
    await waitUntilHealthy();
    expect(problems).toEqual([]);
    expect(log.matching('unhandled error')).toHaveLength(0);
  });
});

describePglite('the API on the embedded database, killed in the middle of writes', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'petcare-pglite-crash-'));
  });
  afterAll(async () => {
    await api?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged message, each with its mail, after SIGKILL and a restart', async () => {
    const port = await freePort();
    // TRUST_PROXY: each message comes from its own address (X-Forwarded-For), past the rate limit.
    const env = { DATA_DIR: dataDir, TRUST_PROXY: 'true' };
    api = await startApiProcess(port, env);
    const origin = api.origin;
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const n = (sent += 1);
        const res = await fetch(`${origin}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.7.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          },
          body: JSON.stringify(message(n)),
        }).catch(() => null);
        if (res?.status === 201)
          acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 25 && api.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Writes are in flight at this moment: four writers never wait for anything else.
    await api.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    const acked = [...acknowledged];

    api = await startApiProcess(port, env);
    const after = await fetch(`${api.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
      body: JSON.stringify(message(0)),
    });
    expect(after.status).toBe(201);
    await api.kill('SIGTERM');
    api = undefined;

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const stored = new Set(
        (await db.query<{ id: string }>('select id from contact_messages')).rows.map((r) => r.id),
      );
      const mails = (
        await db.query<{ text_body: string }>('select text_body from mail_outbox')
      ).rows
        .map((r) => r.text_body)
        .join('\n');
      const lost = acked.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(acked.filter((id) => !mails.includes(`Reference: ${id}`))).toEqual([]);
    } finally {
      await db.close();
    }
    // Two cold starts of the API process (initdb, migrations, seed) on a busy machine.
  }, 300_000);
});
