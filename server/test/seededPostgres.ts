// Seeded PostgreSQL test databases from a template: a template database on the test server
// (tmpl_<family>_<id>, the reads in its comment), cloned with CREATE DATABASE … TEMPLATE for each
// test server (seededTemplate.ts explains the families and the reads).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Config } from '../src/config';
import { openDatabase } from '../src/db/openDatabase';
import {
  familyKey,
  migrateAndSeed,
  runId,
  storedReadsAgree,
  type SeedReads,
  type SeedShape,
  type TestDatabase,
} from './seededTemplate';

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs a statement that needs a database nobody is connected to (CREATE DATABASE … TEMPLATE,
 * ALTER DATABASE … RENAME): a session just closed may still be leaving (55006).
 */
async function whenUnused(admin: Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function findPostgresTemplate(
  admin: Client,
  family: string,
  config: Config,
): Promise<string | undefined> {
  const found = await admin.query<{ datname: string; reads: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS reads
       FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname`,
    [`${family}_`],
  );
  return found.rows.find((row) => storedReadsAgree(row.reads, config))?.datname;
}

async function buildPostgresTemplate(
  admin: Client,
  family: string,
  config: Config,
  shape: SeedShape,
  adminUrl: string,
): Promise<string> {
  const building = `b_${randomBytes(8).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  try {
    const database = await openDatabase({
      ...config,
      databaseUrl: databaseUrl(adminUrl, building),
    });
    let reads: SeedReads;
    try {
      reads = await migrateAndSeed(database, config, shape);
    } finally {
      await database.close();
    }
    await admin.query(
      `COMMENT ON DATABASE ${building} IS ${admin.escapeLiteral(JSON.stringify(reads))}`,
    );
    // It gets its template name only when it is whole, so a template that exists is ready.
    const template = `${family}_${randomBytes(6).toString('hex')}`;
    await whenUnused(admin, `ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    throw error;
  }
}

export async function seededPostgres(
  config: Config,
  shape: SeedShape,
  adminUrl: string,
): Promise<TestDatabase> {
  const family = `tmpl_${familyKey(shape, runId() ?? randomBytes(8).toString('hex'), adminUrl)}`;
  const name = `t_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // One worker makes a family's template; the others wait for it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [family]);
    let template: string;
    try {
      template =
        (await findPostgresTemplate(admin, family, config)) ??
        (await buildPostgresTemplate(admin, family, config, shape, adminUrl));
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [family]);
    }
    await whenUnused(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ ...config, databaseUrl: url });
  return {
    database,
    url,
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}
