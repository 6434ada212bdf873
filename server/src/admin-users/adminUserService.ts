// Admin user management: search and view accounts, disable and enable them, grant and remove the
// admin role. Every change and its audit entry commit together; a disabled user's sessions are
// revoked in the same transaction, and after the commit their open realtime connections are told
// and closed, so they are signed out at once.
import { and, count, desc, eq, exists, gt, ilike, isNull, not, or, sql } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserListQuery } from '@contract/schemas/adminUsers';
import { type AuditActor, recordAudit } from '../admin-audit';
import { containsPattern } from '../http/likePattern';
import { userAffiliate } from '../affiliate';
import type { Clock } from '../http/clock';
import { UNAUTHORIZED } from '../auth';
import { userHasSubscription } from '../billing';
import type { Database } from '../db/openDatabase';
import { authTokens, pets, userIdentities, userRoles, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { HttpError, NotFoundError, ValidationError } from '../errors/HttpError';
import {
  auditState,
  lastActiveOf,
  permissions,
  rolesOf,
  userSummary,
  type Caller,
  type Target,
} from './adminUserAccounts';
import { userSuspensions } from './adminUsersTables';

export const USER_NOT_FOUND = 'User not found.';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';

/** What happens to a disabled user's open connections (realtime), after the commit. */
export interface SessionEnder {
  endSessions(publicId: string): void;
}

export class AdminUserService {
  constructor(private readonly deps: { db: Database; clock: Clock; sessions: SessionEnder }) {}

  async list(query: AdminUserListQuery) {
    const { db } = this.deps;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 25;
    const suspended = exists(
      db
        .select({ one: sql`1` })
        .from(userSuspensions)
        .where(eq(userSuspensions.userId, users.id)),
    );
    const where = and(
      query.q === undefined
        ? undefined
        : or(
            ilike(users.email, containsPattern(query.q)),
            ilike(users.name, containsPattern(query.q)),
          ),
      query.role === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(userRoles)
              .where(and(eq(userRoles.userId, users.id), eq(userRoles.name, query.role))),
          ),
      query.status === undefined
        ? undefined
        : query.status === 'disabled'
          ? suspended
          : not(suspended),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ user: users, disabled: sql<boolean>`${suspended}` })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(users).where(where),
    ]);
    const ids = rows.map((r) => r.user.id);
    const [roles, lastActive] = await Promise.all([rolesOf(db, ids), lastActiveOf(db, ids)]);
    return {
      items: rows.map((r) =>
        userSummary(
          r.user,
          roles.get(r.user.id) ?? [],
          Boolean(r.disabled),
          lastActive.get(r.user.id),
        ),
      ),
      total: total?.total ?? 0,
      page,
      perPage,
    };
  }

  private async target(db: Database, publicId: string, lock = false): Promise<Target> {
    const query = db.select().from(users).where(eq(users.publicId, publicId)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    const [roles, [suspension]] = await Promise.all([
      rolesOf(db, [row.id]),
      db.select().from(userSuspensions).where(eq(userSuspensions.userId, row.id)).limit(1),
    ]);
    return { row, roles: roles.get(row.id) ?? [], suspension: suspension ?? null };
  }

  async detail(
    caller: Caller,
    publicId: string,
    db: Database = this.deps.db,
  ): Promise<AdminUserDetail> {
    const target = await this.target(db, publicId);
    const { row } = target;
    const now = this.deps.clock.now();
    const [identities, [sessions], [petCount], subscribed, affiliate, lastActive, disabledBy] =
      await Promise.all([
        db
          .select({ provider: userIdentities.provider })
          .from(userIdentities)
          .where(eq(userIdentities.userId, row.id)),
        db
          .select({ total: count() })
          .from(authTokens)
          .where(
            and(
              eq(authTokens.userId, row.id),
              isNull(authTokens.revokedAt),
              gt(authTokens.expiresAt, now),
            ),
          ),
        db.select({ total: count() }).from(pets).where(eq(pets.userId, row.id)),
        userHasSubscription(db, row.id),
        userAffiliate(db, row.id),
        lastActiveOf(db, [row.id]),
        target.suspension?.disabledBy
          ? db
              .select({ email: users.email })
              .from(users)
              .where(eq(users.id, target.suspension.disabledBy))
          : Promise.resolve([]),
      ]);
    const methods = [
      ...(row.passwordHash ? ['email'] : []),
      ...new Set(identities.map((identity) => identity.provider)),
    ];
    return {
      ...userSummary(row, target.roles, target.suspension !== null, lastActive.get(row.id)),
      phone_number: row.phoneNumber,
      is_verified_phone_number: row.isVerifiedPhoneNumber,
      language: row.language,
      sign_in_methods: methods,
      active_sessions: target.suspension ? 0 : (sessions?.total ?? 0),
      pets_count: petCount?.total ?? 0,
      has_subscription: subscribed,
      affiliate_status: affiliate.status === 'none' ? null : affiliate.status,
      disabled: target.suspension
        ? {
            at: target.suspension.disabledAt.toISOString(),
            reason: target.suspension.reason,
            by: disabledBy[0]?.email ?? null,
          }
        : null,
      can: permissions(caller, target),
    };
  }

  /** Disables the account, revokes every session and records it; idempotent. */
  async disable(
    caller: Caller,
    actor: AuditActor,
    publicId: string,
    reason: string,
  ): Promise<AdminUserDetail> {
    const { db, clock, sessions } = this.deps;
    return inTransaction(db, async ({ tx, afterCommit }) => {
      const target = await this.target(tx, publicId, true);
      if (target.suspension !== null) return this.detail(caller, publicId, tx);
      if (target.row.id === caller.userId) {
        throw new ValidationError({ user: [CANNOT_DISABLE_SELF] });
      }
      if (!permissions(caller, target).disable) throw new HttpError(403, UNAUTHORIZED);
      const now = clock.now();
      const before = auditState(target);
      const [suspension] = await tx
        .insert(userSuspensions)
        .values({ userId: target.row.id, disabledAt: now, disabledBy: caller.userId, reason })
        .returning();
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, target.row.id), isNull(authTokens.revokedAt)));
      await recordAudit(tx, actor, {
        action: 'user.disable',
        targetType: 'user',
        targetId: target.row.publicId,
        targetLabel: target.row.publicId,
        before,
        after: auditState({ ...target, suspension: suspension ?? null }),
        reason,
      });
      afterCommit(() => sessions.endSessions(target.row.publicId));
      return this.detail(caller, publicId, tx);
    });
  }

  async enable(caller: Caller, actor: AuditActor, publicId: string): Promise<AdminUserDetail> {
    const { db } = this.deps;
    return inTransaction(db, async ({ tx }) => {
      const target = await this.target(tx, publicId, true);
      if (target.suspension === null) return this.detail(caller, publicId, tx);
      if (!permissions(caller, target).enable) throw new HttpError(403, UNAUTHORIZED);
      await tx.delete(userSuspensions).where(eq(userSuspensions.userId, target.row.id));
      await recordAudit(tx, actor, {
        action: 'user.enable',
        targetType: 'user',
        targetId: target.row.publicId,
        targetLabel: target.row.publicId,
        before: auditState(target),
        after: auditState({ ...target, suspension: null }),
        reason: target.suspension.reason,
      });
      return this.detail(caller, publicId, tx);
    });
  }

  /** Grants (true) or removes (false) the admin role; the route lets super-admins only. */
  async setAdmin(
    caller: Caller,
    actor: AuditActor,
    publicId: string,
    admin: boolean,
  ): Promise<AdminUserDetail> {
    const { db } = this.deps;
    return inTransaction(db, async ({ tx }) => {
      const target = await this.target(tx, publicId, true);
      const holds = target.roles.some((role) => role.name === 'admin');
      if (holds === admin) return this.detail(caller, publicId, tx);
      const can = permissions(caller, target);
      if (admin ? !can.grant_admin : !can.revoke_admin) throw new HttpError(403, UNAUTHORIZED);
      if (admin) {
        await tx.insert(userRoles).values({ userId: target.row.id, name: 'admin' });
      } else {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, target.row.id), eq(userRoles.name, 'admin')));
      }
      const roles = admin
        ? [...target.roles, { name: 'admin' as const, medical_entity_id: null }]
        : target.roles.filter((role) => role.name !== 'admin');
      await recordAudit(tx, actor, {
        action: admin ? 'user.grant_admin' : 'user.revoke_admin',
        targetType: 'user',
        targetId: target.row.publicId,
        targetLabel: target.row.publicId,
        before: auditState(target),
        after: auditState({ ...target, roles }),
      });
      return this.detail(caller, publicId, tx);
    });
  }
}
