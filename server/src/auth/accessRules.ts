// What the access rule a route declares (`config.access`, http/routeAccess.ts) lets each kind of
// caller do, next to the guards that enforce it (requireRole.ts). The role matrix test
// (accessRules.test.ts) calls every route fastify registered (http/routeInventory.ts) as a guest,
// a pet keeper, a vet of the right clinic, a vet of another clinic, an admin and a super-admin,
// and checks each answer against `verdictFor`; a route that declares no rule fails it
// (`undeclaredRoutes`).
import type { Access } from '../http/routeAccess';
import type { RouteEntry } from '../http/routeInventory';
import type { RoleGrant } from './authContext';

/** Who is calling, as the guards see them. */
export interface Caller {
  /** null: nobody is signed in. */
  roles: readonly RoleGrant[] | null;
  /** The clinic X-Medical-Entity-ID names (verified to be one of the caller's), else null. */
  medicalEntityId: number | null;
  /** An accepted affiliate. */
  affiliate?: boolean;
}

export type Verdict = 'allowed' | 'unauthenticated' | 'forbidden' | 'by-signature';

/** What the rule lets this caller do: the answer the role matrix test expects. */
export function verdictFor(access: Access, caller: Caller): Verdict {
  if (access.kind === 'public') return 'allowed';
  if (access.kind === 'signature') return 'by-signature';
  if (caller.roles === null) return 'unauthenticated';
  if (access.kind === 'signed-in') return 'allowed';
  if (access.kind === 'affiliate') return caller.affiliate ? 'allowed' : 'forbidden';
  const held =
    access.kind === 'roles'
      ? caller.roles.some((role) => access.roles.includes(role.name))
      : caller.roles.some(
          (role) =>
            access.roles.includes(role.name) &&
            caller.medicalEntityId !== null &&
            role.medical_entity_id === caller.medicalEntityId,
        );
  return held ? 'allowed' : 'forbidden';
}

/**
 * `METHOD /path` of every route that declares no access rule. HEAD routes (fastify adds one per
 * GET, without the GET's config) answer as their GET and follow its rule; OPTIONS is CORS's.
 */
export function undeclaredRoutes(routes: readonly RouteEntry[]): string[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .filter((route) => route.access === undefined)
    .map((route) => `${route.method} ${route.url}`);
}
