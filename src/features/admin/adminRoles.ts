import type { RoleName } from '@contract/roles';

/** The roles the admin console is for (its routes' role guard and its sidebar item). */
export const ADMIN_ROLES: readonly RoleName[] = ['admin', 'super-admin'];

export function isAdminRole(name: RoleName | null | undefined): boolean {
  return name !== null && name !== undefined && ADMIN_ROLES.includes(name);
}
