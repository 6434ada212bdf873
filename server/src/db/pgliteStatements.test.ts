// Named prepared statements on PGlite (pgliteStatements.ts) answer as PGlite's query() does:
// the same rows and types, the same errors, and a failed statement leaves the database usable.
// Driver-level, on an in-memory PGlite of its own, in both projects.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { preparedStatementQuery } from './pgliteStatements';
import { pgliteHandle } from './openDatabase';

let client: PGlite;
let query: ReturnType<typeof preparedStatementQuery>;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  await client.exec(`
    create table items (id serial primary key, name text not null unique, at timestamptz,
      tags jsonb, born date);
    insert into items (name, at, tags, born)
      values ('a', '2026-01-02T03:04:05Z', '["x"]', '2020-05-06'), ('b', null, null, null);`);
  query = preparedStatementQuery(client);
});

afterAll(async () => {
  await client.close();
});

const selectByName = 'select id, name, at, tags, born from items where name = $1';

test('answers as query() does, every time, in object and array row modes', async () => {
  const expected = await client.query(selectByName, ['a']);
  for (let round = 0; round < 7; round += 1) {
    // PostgreSQL plans a prepared statement's first five runs on their own, then generically.
    const answer = await query(selectByName, ['a']);
    expect(answer.rows).toEqual(expected.rows);
    expect(answer.fields).toEqual(expected.fields);
  }
  const arrays = await query(selectByName, ['b'], { rowMode: 'array' });
  expect(arrays.rows).toEqual([[2, 'b', null, null, null]]);
});

test('serialises values by the parameter types PostgreSQL inferred', async () => {
  const answer = await query(
    'select $1::timestamptz as at, $2::jsonb as doc, $3::int as n, $4::text as missing',
    [new Date('2026-03-04T05:06:07.000Z'), { a: [1, 'two'] }, 42, null],
  );
  expect(answer.rows).toEqual([
    { at: new Date('2026-03-04T05:06:07.000Z'), doc: { a: [1, 'two'] }, n: 42, missing: null },
  ]);
});

test('a write reports its affected rows and a unique violation as PGlite does', async () => {
  const inserted = await query('insert into items (name) values ($1) returning id', ['c']);
  expect(inserted.rows).toHaveLength(1);
  expect(inserted.affectedRows).toBe(1);
  await expect(query('insert into items (name) values ($1) returning id', ['c'])).rejects.toEqual(
    expect.objectContaining({ code: '23505', constraint: 'items_name_key' }),
  );
  // The failed run left no open error state: the next statements run.
  expect((await query(selectByName, ['c'])).rows).toHaveLength(1);
});

test('a value the parameter type refuses fails that call only', async () => {
  const byId = 'select name from items where id = $1';
  await expect(query(byId, ['not a number'])).rejects.toEqual(
    expect.objectContaining({ code: '22P02' }),
  );
  expect((await query(byId, [1])).rows).toEqual([{ name: 'a' }]);
});

test('a statement that does not parse is refused each time and not kept', async () => {
  const broken = 'selec name from items where id = $1';
  for (let round = 0; round < 2; round += 1) {
    await expect(query(broken, [1])).rejects.toEqual(expect.objectContaining({ code: '42601' }));
  }
  expect((await query('select count(*)::int as n from items where id > $1', [0])).rows).toEqual([
    { n: 3 },
  ]);
});

test('a prepared statement still answers after its table changed (PostgreSQL replans it)', async () => {
  expect((await query(selectByName, ['a'])).rows).toHaveLength(1);
  await client.exec(`alter table items add column note text default 'n'`);
  expect((await query(selectByName, ['a'])).rows).toHaveLength(1);
});

test('through drizzle: prepared reads beside transactions that commit and roll back', async () => {
  const db = pgliteHandle(client).driverDb;
  const count = async (): Promise<number> => {
    const { rows } = await db.execute(
      sql`select count(*)::int as n from items where name like ${'%'}`,
    );
    return Number((rows[0] as { n: number } | undefined)?.n);
  };
  const before = await count();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into items (name) values (${'in-tx'})`);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name) values (${'rolled-back'})`);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect(await count()).toBe(before + 1);
});
