// BUILD_HOOK_URL: the hook is called until it accepts, and every instance knows from the database
// which content it accepted last, so a publish made anywhere is delivered exactly when needed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestServer, type TestServer } from '../../test/testServer';
import { contentFingerprint } from '../content/contentFingerprint';
import { newsPosts } from '../db/schema';
import { RebuildScheduler } from './rebuildScheduler';
import { hookRebuildTarget } from './rebuildTargets';
import { SiteBuildStore } from './siteBuildStore';

let server: TestServer;
let hook: Server;
let hookUrl: string;
let answers: number[];
let calls = 0;

beforeAll(async () => {
  server = await createTestServer();
  hook = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      response.writeHead(answers.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/build`;
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
  await server.close();
});

function instance(): RebuildScheduler {
  const store = new SiteBuildStore(server.database.db);
  return new RebuildScheduler({
    target: hookRebuildTarget({
      url: hookUrl,
      contentFingerprint: () => contentFingerprint(server.database.db),
      store,
    }),
    store,
    log: Fastify({ logger: false }).log,
    settings: { retryMinMs: 100, retryMaxMs: 200, checkIntervalMs: 60_000 },
    random: () => 0.5,
  });
}

it('calls the hook until it accepts, then only when the content in the database changed', async () => {
  answers = [500, 503];
  calls = 0;
  const first = instance();
  try {
    expect(await first.runNow()).toBe('failed');
    expect(first.state).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'the build hook (BUILD_HOOK_URL) answered 500',
    });
    // Retried by itself (100 ms, then 200 ms) until the hook accepts.
    for (let i = 0; i < 50 && first.state.status !== 'idle'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first.state).toMatchObject({ status: 'idle', attempts: 0 });
    expect(calls).toBe(3);
    expect(await first.runNow()).toBe('fresh');
    expect(calls).toBe(3);
  } finally {
    first.stop();
  }

  // Another instance, which never heard of any publish, finds nothing to deliver…
  const second = instance();
  try {
    expect(await second.runNow()).toBe('fresh');
    // …until content changes in the database (a publish through any instance).
    const [post] = await server.database.db.select().from(newsPosts).limit(1);
    await server.database.db
      .update(newsPosts)
      .set({ updatedAt: new Date() })
      .where(eq(newsPosts.id, post!.id));
    expect(await second.runNow()).toBe('built');
    expect(calls).toBe(4);
    const row = await new SiteBuildStore(server.database.db).read();
    expect(row).toMatchObject({ status: 'idle', mode: 'hook', attempts: 0 });
  } finally {
    second.stop();
  }
});
