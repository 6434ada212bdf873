// The outage monitor and the error classification, with real driver errors.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { captureLog } from '../../test/capturedLog';
import { freePort } from '../../test/postgresCluster';
import { createTestServer, type TestServer } from '../../test/testServer';
import Fastify from 'fastify';
import { DatabaseHealth, describeDatabaseFailure, isDatabaseUnavailable } from './databaseHealth';
import { DatabaseTimeoutError, withTimeout } from './databaseTimeout';
import type { DatabaseEvents } from './openDatabase';

describe('isDatabaseUnavailable', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('is true for a refused connection and a timed-out wait', async () => {
    const client = new Client({ host: '127.0.0.1', port: await freePort() });
    const refused = await client.connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const late = await withTimeout(new Promise(() => undefined), 10, 'late').catch((e) => e);
    expect(late).toBeInstanceOf(DatabaseTimeoutError);
    expect(isDatabaseUnavailable(late)).toBe(true);
  });

  it('is false for a statement the database refuses, and the log description hides its SQL', async () => {
    const error = await server.database.db
      .execute(sql`select secret_column from no_such_table`)
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(describeDatabaseFailure(error)).not.toMatch(/select/i);
  });
});

describe('DatabaseHealth', () => {
  it('logs an outage once, probes until the database is back, then logs the recovery once', async () => {
    let answering = true;
    const log = captureLog();
    const health = new DatabaseHealth({
      database: {
        driver: 'postgres',
        events: new EventEmitter<DatabaseEvents>(),
        ping: async () => {
          if (!answering)
            throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        },
      },
      log: Fastify({ logger: log.logger }).log,
      timeoutMs: 100,
    });
    try {
      expect(await health.check()).toBe(true);
      answering = false;
      const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      for (let i = 0; i < 20; i += 1) health.report(refused);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(health.state).toBe('down');
      expect(await health.check()).toBe(false);
      answering = true;
      // The monitor's own probe (every second) sees it back without any request.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(health.state).toBe('up');
      expect(log.matching('database outage')).toHaveLength(1);
      expect(log.matching('database recovered')).toHaveLength(1);
    } finally {
      health.close();
    }
  });

  it('reports a lost connection of a database that still answers as a warning, not an outage', async () => {
    const log = captureLog();
    const events = new EventEmitter<DatabaseEvents>();
    const health = new DatabaseHealth({
      database: { driver: 'postgres', events, ping: async () => undefined },
      log: Fastify({ logger: log.logger }).log,
      timeoutMs: 100,
    });
    try {
      events.emit(
        'connection-lost',
        Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(health.state).toBe('up');
      expect(log.matching('database outage')).toHaveLength(0);
      expect(log.matching('database: a connection failed')).toHaveLength(1);
    } finally {
      health.close();
    }
  });

  it('asks again on a new connection when the probe’s own connection was terminated', async () => {
    const log = captureLog();
    const terminated = () =>
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    let failures = 1;
    let pings = 0;
    const health = new DatabaseHealth({
      database: {
        driver: 'postgres',
        events: new EventEmitter<DatabaseEvents>(),
        ping: async () => {
          pings += 1;
          if (failures > 0) {
            failures -= 1;
            throw terminated();
          }
        },
      },
      log: Fastify({ logger: log.logger }).log,
      timeoutMs: 100,
    });
    try {
      expect(await health.check()).toBe(true);
      expect(pings).toBe(2);
      expect(log.matching('database outage')).toHaveLength(0);
      // Terminated again on the second connection: that is an outage.
      failures = 2;
      expect(await health.check()).toBe(false);
      expect(health.state).toBe('down');
      expect(log.matching('database outage')).toHaveLength(1);
    } finally {
      health.close();
    }
  });
});
