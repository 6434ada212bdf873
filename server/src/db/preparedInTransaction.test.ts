// A query prepared once on the app's database, run inside a transaction with preparedIn: it sees
// the transaction's own writes, and what it writes commits or rolls back with the transaction.
// In both projects (PGlite's one connection, PostgreSQL's pool).
import { eq, sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../test/testServer';
import { preparedIn } from './preparedInTransaction';
import { preparedPerDatabase } from './preparedQuery';
import { rateLimits } from './schema';

const insertWindow = preparedPerDatabase((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql.placeholder('resetAt') })
    .returning({ key: rateLimits.key, resetAt: rateLimits.resetAt })
    .prepare('test_insert_window'),
);
const hitsOf = preparedPerDatabase((db) =>
  db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, sql.placeholder('key')))
    .prepare('test_hits_of'),
);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const resetAt = new Date('2031-02-03T04:05:06.000Z');

test('runs on the transaction: its own writes are seen, and commit with it', async () => {
  const db = server.database.db;
  const inserted = await db.transaction(async (tx) => {
    const rows = await preparedIn(tx, insertWindow(db)).execute({ key: 'committed', resetAt });
    expect(await preparedIn(tx, hitsOf(db)).execute({ key: 'committed' })).toEqual([{ hits: 1 }]);
    return rows;
  });
  expect(inserted).toEqual([{ key: 'committed', resetAt }]);
  expect(await hitsOf(db).execute({ key: 'committed' })).toEqual([{ hits: 1 }]);
});

test('rolls back with the transaction', async () => {
  const db = server.database.db;
  const failed = await db
    .transaction(async (tx) => {
      await preparedIn(tx, insertWindow(db)).execute({ key: 'rolled back', resetAt });
      throw new Error('the rest of the work failed');
    })
    .catch((error: unknown) => error);
  expect(failed).toEqual(new Error('the rest of the work failed'));
  expect(await hitsOf(db).execute({ key: 'rolled back' })).toEqual([]);
  // The statement prepared for the pool's connections still runs in the next transaction.
  await db.transaction(async (tx) => {
    await preparedIn(tx, insertWindow(db)).execute({ key: 'next', resetAt });
  });
  expect(await hitsOf(db).execute({ key: 'next' })).toEqual([{ hits: 1 }]);
});
