// Helpers of the auth and account tests: sign-in through the real endpoints, headers, and a
// fingerprint of every table to prove that a refused request changed nothing.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/openDatabase';

export const DEMO = { email: 'demo@petcare.local', password: 'petcare-demo-2026' };
export const ADMIN = { email: 'admin@petcare.local', password: 'petcare-admin-2026' };
export const SUPER_ADMIN = { email: 'superadmin@petcare.local', password: 'petcare-super-2026' };
export const VET = { email: 'vet@petcare.local', password: 'petcare-vet-2026' };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let addressCounter = 0;
/** A fresh client address per call, so per-address rate limits of one test never hit another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

export async function login(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: account,
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

let userCounter = 0;

export interface RegisteredUser {
  token: string;
  email: string;
  password: string;
  user: { id: string; email: string; roles: { name: string }[] };
}

export async function registerKeeper(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RegisteredUser> {
  userCounter += 1;
  const email = `keeper${userCounter}-${Date.now()}@example.com`;
  const password = 'Correct horse battery 42';
  const res = await app.inject({
    method: 'POST',
    url: '/api/keeper/register',
    headers,
    payload: {
      name: `Keeper ${userCounter}`,
      email,
      password,
      password_confirmation: password,
      terms: true,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: RegisteredUser['user'] };
  return { token: body.token, user: body.user, email: body.user.email, password };
}

type Result = { rows: Record<string, unknown>[] } | Record<string, unknown>[];

function rowsOf(result: unknown): Record<string, unknown>[] {
  const value = result as Result;
  return Array.isArray(value) ? value : value.rows;
}

/**
 * Columns left out of the fingerprint: bookkeeping that any authenticated request may touch
 * (auth_tokens.last_used_at), not data a refused request could corrupt.
 */
const BOOKKEEPING: Record<string, string[]> = { auth_tokens: ['last_used_at'] };

/** md5 of every row of every table (migrations bookkeeping aside), per table. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const result: Record<string, string> = {};
  for (const table of tables) {
    const skipped = BOOKKEEPING[table] ?? [];
    const columns = rowsOf(
      await db.execute(
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
      ),
    )
      .map((row) => String(row.column_name))
      .filter((column) => !skipped.includes(column));
    const record = `row(${columns.map((c) => `t."${c}"`).join(', ')})::text`;
    const [row] = rowsOf(
      await db.execute(
        sql.raw(
          `select count(*)::text || ':' || coalesce(md5(string_agg(${record}, '|' order by ${record})), '') as digest from "${table}" t`,
        ),
      ),
    );
    result[table] = String(row?.digest);
  }
  return result;
}

export function expectErrorShape(res: LightMyRequestResponse, status?: number): void {
  if (status !== undefined) expect(res.statusCode).toBe(status);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json()).toEqual({
    message: expect.any(String),
    errors: expect.any(Object),
    error_id: expect.any(String),
  });
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
