import { waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import type { SiteBuild } from '@contract/schemas/siteBuild';
import { makeSiteBuild } from '../../../test/adminFixtures';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { createTestRootStore } from '../../../test/testRootStore';
import type { ConnectionState } from '../../realtime';
import { ADMIN_CHANNEL, SITE_BUILD_EVENT, SiteBuildStore } from './SiteBuildStore';

/**
 * The realtime side as the store sees it: a connection state, and channels it can listen on.
 * The HTTP side is a real local server (the API's GET admin/site-build).
 */
function fakeRealtime() {
  const connection = observable({ state: 'disconnected' as ConnectionState });
  const listeners = new Map<string, { handler: (p: unknown) => void; subscribed?: () => void }>();
  return {
    get state() {
      return connection.state;
    },
    connect() {
      runInAction(() => {
        connection.state = 'connected';
      });
    },
    listen: jest.fn(
      (
        channel: string,
        event: string,
        handler: (payload: unknown) => void,
        callbacks: { subscribed?: () => void } = {},
      ) => {
        if (connection.state !== 'connected') return null;
        listeners.set(`${channel}/${event}`, { handler, subscribed: callbacks.subscribed });
        return () => listeners.delete(`${channel}/${event}`);
      },
    ),
    /** The server's broadcast arriving, after the subscription succeeded. */
    deliver(payload: SiteBuild) {
      const listener = listeners.get(`${ADMIN_CHANNEL}/${SITE_BUILD_EVENT}`);
      listener?.subscribed?.();
      listener?.handler(payload);
    },
    listening: () => listeners.size > 0,
  };
}

describe('SiteBuildStore', () => {
  let server: TestHttpServer;
  let served: SiteBuild;
  beforeEach(async () => {
    served = makeSiteBuild();
    server = await startTestHttpServer();
    server.handle((_req, res) => sendJson(res, 200, { data: served }));
  });
  afterEach(() => server.close());

  const gets = () =>
    server.requests.filter((r) => r.url.startsWith('/api/admin/site-build')).length;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Quick polling for the test: 80 ms without realtime, 5 s with it. */
  const FAST = { withoutRealtime: 80, withRealtime: 5_000 };
  const store = (realtime: ReturnType<typeof fakeRealtime>) =>
    new SiteBuildStore(createTestRootStore(server).api.admin.siteBuild, realtime, FAST);

  it('polls while realtime is not there, and goes live (slow safety polling) once subscribed', async () => {
    const realtime = fakeRealtime();
    const build = store(realtime);
    const stop = build.watch();
    await waitFor(() => expect(build.state?.status).toBe('idle'));
    expect(build.live).toBe(false);

    served = makeSiteBuild({ status: 'building', updated_at: '2026-11-24T10:00:00.000Z' });
    await waitFor(() => expect(build.phase).toBe('building'));
    expect(gets()).toBeGreaterThanOrEqual(2);

    realtime.connect();
    expect(realtime.listening()).toBe(true);
    realtime.deliver(
      makeSiteBuild({
        status: 'idle',
        last_build: { id: 'build-42', duration_ms: 30_500, finished_at: '2026-11-24T10:00:31Z' },
        updated_at: '2026-11-24T10:00:31.000Z',
      }),
    );
    expect(build.live).toBe(true);
    expect(build.state?.last_build?.id).toBe('build-42');
    // Live: after the catch-up request, nothing at the short interval any more.
    await sleep(250);
    const afterSubscribe = gets();
    await sleep(400);
    expect(gets()).toBeLessThanOrEqual(afterSubscribe + 1);

    stop();
    expect(realtime.listening()).toBe(false);
    const stopped = gets();
    await sleep(400);
    expect(gets()).toBe(stopped);
  });

  it('a publish shows as queued until the server saves a newer state', async () => {
    const build = store(fakeRealtime());
    const stop = build.watch();
    await waitFor(() => expect(build.state).not.toBeNull());
    build.markRequested();
    expect(build.phase).toBe('queued');
    // The same state again (the rebuild has not started): still queued.
    const asked = gets();
    await waitFor(() => expect(gets()).toBeGreaterThan(asked + 1));
    expect(build.phase).toBe('queued');
    served = makeSiteBuild({ status: 'idle', updated_at: '2026-11-24T10:05:00.000Z' });
    await waitFor(() => expect(build.requestedAt).toBeNull());
    expect(build.phase).toBe('idle');
    stop();
  });

  it('estimates progress from the last build while building', () => {
    const store = new SiteBuildStore(
      { get: async () => makeSiteBuild() },
      { listen: () => null, state: 'disconnected' },
    );
    store.receive(
      makeSiteBuild({
        status: 'building',
        updated_at: new Date(Date.now() - 15_000).toISOString(),
        last_build: { id: 'b', duration_ms: 30_000, finished_at: '2026-11-24T09:00:00Z' },
      }),
    );
    runInAction(() => {
      store.now = Date.now();
    });
    expect(store.elapsedMs).toBeGreaterThanOrEqual(15_000);
    expect(store.progress).toBeCloseTo(0.5, 1);
  });
});
