// Bearer tokens: opaque, 256 random bits, stored only as sha256 hex in auth_tokens, valid for 7
// days, revoked on logout and on password reset.
import type { Language } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import { and, eq, gt, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { instantParam, preparedPerDatabase } from '../db/preparedQuery';
import { authTokens, userRoles, userSuspensions, users } from '../db/schema';
import { addMs, DAY, MINUTE, type Clock } from '../http/clock';
import type { RoleGrant } from './authContext';
import { randomToken, sha256Hex } from '../http/secrets';

export const TOKEN_LIFETIME_MS = 7 * DAY;
/** last_used_at is refreshed at most this often, so reads do not turn into a write each. */
const LAST_USED_GRANULARITY_MS = MINUTE;
/** Longer than any token we issue; anything longer is not looked up at all. */
const MAX_TOKEN_LENGTH = 128;

export async function issueToken(
  db: Database,
  clock: Clock,
  userId: number,
  method: string,
): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.insert(authTokens).values({
    tokenHash: sha256Hex(token),
    userId,
    method,
    createdAt: now,
    expiresAt: addMs(now, TOKEN_LIFETIME_MS),
  });
  return token;
}

export interface TokenOwner {
  /** Internal user id (users.id); the API shows users by their public uuid instead. */
  userId: number;
  publicId: string;
  /** sha256 of the bearer token used, so logout can revoke exactly this one. */
  tokenHash: string;
  /** How the user signed in: 'email' or a provider name. */
  method: string;
  /** The user's saved language: the API's answers use it when a call sends no App-Language. */
  language: Language;
  /** The user's roles, oldest grant first. */
  roles: RoleGrant[];
}

/** `Authorization: Bearer <token>` → the token, or undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * The token's owner as columns of a statement that joins `auth_tokens` and `users` (the token
 * lookup below, and a route's read that checks its caller's token in its own statement:
 * `authenticateFrom` in requireRole.ts). The user's roles ride along as JSON.
 */
export function tokenOwnerColumns() {
  return {
    userId: authTokens.userId,
    publicId: users.publicId,
    method: authTokens.method,
    language: users.language,
    lastUsedAt: authTokens.lastUsedAt,
    // [name, medical_entity_id] pairs in grant order; '[]' for a user with no role.
    roles: sql<[RoleName, number | null][]>`coalesce((
      select json_agg(json_build_array(${userRoles.name}, ${userRoles.medicalEntityId})
        order by ${userRoles.id})
      from ${userRoles} where ${userRoles.userId} = ${authTokens.userId}), '[]'::json)`,
  };
}

/** A row of tokenOwnerColumns. */
export interface TokenOwnerRow {
  userId: number;
  publicId: string;
  method: string;
  language: Language;
  lastUsedAt: Date | null;
  roles: [RoleName, number | null][];
}

/**
 * The token `sql.placeholder('tokenHash')` is valid at `sql.placeholder('now')` (an instant as
 * `instantParam` sends it): not revoked, not expired, its account not disabled.
 */
export function validTokenSql(db: Database): SQL {
  return and(
    eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, sql.placeholder('now')),
    // A disabled account's sessions are revoked when it is disabled; this also covers one
    // issued in the same instant by a concurrent sign-in.
    notExists(
      db
        .select({ one: sql`1` })
        .from(userSuspensions)
        .where(eq(userSuspensions.userId, authTokens.userId)),
    ),
  ) as SQL;
}

/**
 * Every authenticated request's one query: the token, its user and the user's roles in one round
 * trip, as a prepared statement (parsed and planned once per connection). Nothing about a token or
 * a user is kept between requests, so a sign-out, a revoked token, a disabled account or a role
 * change on any API instance holds on every instance from the next request.
 */
const tokenOwnerQuery = preparedPerDatabase((db) =>
  db
    .select(tokenOwnerColumns())
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(validTokenSql(db))
    .limit(1)
    .prepare('auth_token_owner'),
);

/** The token a request's statement checks: its hash and the instant it was checked at. */
export interface TokenCheck {
  tokenHash: string;
  now: Date;
}

/** The placeholders of validTokenSql. */
export function tokenParams(check: TokenCheck): { tokenHash: string; now: string } {
  return { tokenHash: check.tokenHash, now: instantParam(check.now) };
}

export async function findTokenOwner(
  db: Database,
  clock: Clock,
  token: string,
): Promise<TokenOwner | undefined> {
  const check = { tokenHash: sha256Hex(token), now: clock.now() };
  const [row] = await tokenOwnerQuery(db).execute(tokenParams(check));
  return row === undefined ? undefined : tokenOwnerFrom(db, check, row);
}

/**
 * The owner a statement found for the token (tokenOwnerColumns), its last use recorded at most
 * once a minute.
 */
export async function tokenOwnerFrom(
  db: Database,
  { tokenHash, now }: TokenCheck,
  row: TokenOwnerRow,
): Promise<TokenOwner> {
  const stale = addMs(now, -LAST_USED_GRANULARITY_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < stale) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, stale)),
        ),
      );
  }
  return {
    userId: row.userId,
    publicId: row.publicId,
    tokenHash,
    method: row.method,
    language: row.language,
    roles: row.roles.map(([name, medicalEntityId]) => ({
      name,
      medical_entity_id: medicalEntityId,
    })),
  };
}

export async function revokeToken(db: Database, clock: Clock, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

export async function revokeAllTokens(db: Database, clock: Clock, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
