import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { createMemoryPglite } from '../../test/pgliteTemplate';
import { openDatabase, pgliteHandle, type DatabaseHandle } from './openDatabase';
import { MIGRATIONS_FOLDER, runMigrations } from './runMigrations';

const migrationCount = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const rows = await handle.db.execute<{ count: string | number }>(
    sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { count: string | number }[] }).rows;
  return Number(list[0]?.count);
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('runMigrations', () => {
  if (process.env.TEST_DB === 'postgres') {
    it('lets two instances start on a fresh database at once: both succeed, each migration applied once', async () => {
      const adminUrl = process.env.TEST_POSTGRES_URL as string;
      const name = `m_${randomBytes(6).toString('hex')}`;
      await admin(adminUrl, `CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl: url.toString() };
      const first = await openDatabase(config);
      const second = await openDatabase(config);
      try {
        await Promise.all([runMigrations(first), runMigrations(second)]);
        expect(await appliedMigrations(first)).toBe(migrationCount);
      } finally {
        await first.close();
        await second.close();
        await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  } else {
    it('applies every migration once and finds nothing to do on the next start', async () => {
      const handle = pgliteHandle(await createMemoryPglite());
      try {
        await runMigrations(handle);
        await runMigrations(handle);
        expect(await appliedMigrations(handle)).toBe(migrationCount);
      } finally {
        await handle.close();
      }
    });
  }
});
