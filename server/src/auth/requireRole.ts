// Route guard for signed-in users holding one of the given roles (spec.md section 6). Minimal
// version written by the routing feature for its admin endpoints; the auth feature owns tokens
// (issued at login as random strings, stored as sha256 hex in auth_tokens).
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/openDatabase';
import { authTokens, userRoles, type RoleName } from '../db/schema';
import { HttpError } from '../errors/HttpError';

export const UNAUTHENTICATED = 'Unauthenticated.';
export const UNAUTHORIZED = 'This action is unauthorized.';

export interface AuthenticatedUser {
  id: number;
  roles: RoleName[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole for the routes it guards. */
    authUser?: AuthenticatedUser;
  }
  interface FastifyInstance {
    /** The database the guard reads tokens from; decorated by the API plugin (app.ts). */
    authDb?: Database;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

async function userOfToken(db: Database, token: string): Promise<AuthenticatedUser | undefined> {
  const rows = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const userId = rows[0]?.userId;
  if (userId === undefined) return undefined;
  const roles = await db
    .select({ name: userRoles.name })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return { id: userId, roles: roles.map((r) => r.name) };
}

/**
 * preHandler: 401 "Unauthenticated." without a valid bearer token, 403 "This action is
 * unauthorized." when the user holds none of the roles.
 */
export function requireRole(...roles: RoleName[]): preHandlerAsyncHookHandler {
  return async function guard(request) {
    const db = request.server.authDb;
    if (!db) throw new Error('requireRole: the API plugin did not decorate authDb.');
    const token = bearerToken(request);
    const user = token ? await userOfToken(db, token) : undefined;
    if (!user) throw new HttpError(401, UNAUTHENTICATED);
    if (!user.roles.some((role) => roles.includes(role))) throw new HttpError(403, UNAUTHORIZED);
    request.authUser = user;
  };
}
