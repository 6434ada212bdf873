// An account as admin user management sees it: its roles, when it was last active, what a caller
// may do to it, and the state its audit entries keep.
import { asc, inArray, max, sql } from 'drizzle-orm';
import type { RoleName } from '@contract/roles';
import type { AdminUserDetail, AdminUserSummary } from '@contract/schemas/adminUsers';
import type { Database } from '../db/openDatabase';
import { authTokens, userRoles, type users } from '../db/schema';
import type { userSuspensions } from './adminUsersTables';

export type UserRow = typeof users.$inferSelect;

export interface Caller {
  userId: number;
  roles: readonly RoleName[];
}

export interface Target {
  row: UserRow;
  roles: { name: RoleName; medical_entity_id: number | null }[];
  suspension: typeof userSuspensions.$inferSelect | null;
}

/** The account state the audit log keeps: no personal data beyond what identifies the change. */
export function auditState(target: Target) {
  return {
    status: target.suspension ? 'disabled' : 'active',
    roles: target.roles.map((role) => role.name).sort(),
  };
}

/** What the caller may do to the target account. */
export function permissions(caller: Caller, target: Target): AdminUserDetail['can'] {
  const isSuper = caller.roles.includes('super-admin');
  const names = target.roles.map((role) => role.name);
  const targetIsSuper = names.includes('super-admin');
  const targetIsAdmin = names.includes('admin');
  const self = caller.userId === target.row.id;
  // Admins look after keepers and vets; only a super-admin touches an admin; nobody here
  // touches a super-admin's access (that stays an operator's job, so nobody locks everyone out).
  const mayManage = !targetIsSuper && (!targetIsAdmin || isSuper);
  return {
    disable: target.suspension === null && !self && mayManage,
    enable: target.suspension !== null && mayManage,
    grant_admin: isSuper && !targetIsAdmin && !targetIsSuper,
    revoke_admin: isSuper && targetIsAdmin,
  };
}

/** Each user's roles, in the order they were given. */
export async function rolesOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Target['roles']>();
  const rows = await db
    .select()
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(userRoles.id));
  const byUser = new Map<number, Target['roles']>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ name: row.name, medical_entity_id: row.medicalEntityId });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** When each user last used a session (or started one). */
export async function lastActiveOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({
      userId: authTokens.userId,
      at: max(sql<Date>`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`),
    })
    .from(authTokens)
    .where(inArray(authTokens.userId, userIds))
    .groupBy(authTokens.userId);
  return new Map(
    rows
      .filter((row) => row.at !== null)
      // Drivers differ: a Date (pg's parser) or the text of the timestamp.
      .map((row) => [row.userId, new Date(row.at as unknown as Date | string)]),
  );
}

/** A user as the admin list shows them. */
export function userSummary(
  row: UserRow,
  roles: Target['roles'],
  disabled: boolean,
  lastActive: Date | undefined,
): AdminUserSummary {
  return {
    id: row.publicId,
    name: row.name,
    email: row.email,
    roles,
    status: disabled ? 'disabled' : 'active',
    created_at: row.createdAt.toISOString(),
    last_active_at: lastActive?.toISOString() ?? null,
  };
}
