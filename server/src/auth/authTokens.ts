// Bearer tokens: opaque, 256 random bits, stored only as sha256 hex in auth_tokens, valid for 7
// days, revoked on logout and on password reset.
import type { Language } from '@contract/preferences';
import { and, eq, gt, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { authTokens, userSuspensions, users } from '../db/schema';
import { addMs, DAY, MINUTE, type Clock } from '../http/clock';
import { randomToken, sha256Hex } from './secrets';

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
  userId: number;
  publicId: string;
  tokenHash: string;
  method: string;
  /** The user's saved language: the API's answers use it when a call sends no App-Language. */
  language: Language;
}

/** `Authorization: Bearer <token>` → the token, or undefined for anything else. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

export async function findTokenOwner(
  db: Database,
  clock: Clock,
  token: string,
): Promise<TokenOwner | undefined> {
  const tokenHash = sha256Hex(token);
  const now = clock.now();
  const [row] = await db
    .select({
      userId: authTokens.userId,
      publicId: users.publicId,
      method: authTokens.method,
      language: users.language,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        // A disabled account's sessions are revoked when it is disabled; this also covers one
        // issued in the same instant by a concurrent sign-in.
        notExists(
          db
            .select({ one: sql`1` })
            .from(userSuspensions)
            .where(eq(userSuspensions.userId, authTokens.userId)),
        ),
      ),
    )
    .limit(1);
  if (!row) return undefined;
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
