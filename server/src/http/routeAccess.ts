// Who may call a route, declared on the route itself: `config: { access: PET_KEEPER }` beside its
// guard (auth/requireRole.ts). fastify keeps a route's `config`, so the route table
// (routeInventory.ts) knows every route's rule; the role matrix test (auth/accessRules.test.ts)
// calls every route as each kind of caller and checks the answers against the rule, and fails on
// a route that declares none. The OpenAPI document takes security and the 401/403 answers from
// the same rule (openapi/operationRules.ts).
import type { RoleName } from '@contract/roles';

export type Access =
  /** Anyone, signed in or not: the answer never depends on who asks. */
  | { kind: 'public' }
  /** Any signed-in user (401 otherwise). */
  | { kind: 'signed-in' }
  /**
   * A signed-in user whose affiliate application was accepted: a state of the account, not a
   * role (401 signed out, 403 otherwise).
   */
  | { kind: 'affiliate' }
  /** A signed-in user holding one of the roles (401 signed out, 403 otherwise). */
  | { kind: 'roles'; roles: readonly RoleName[] }
  /**
   * One of the roles held at the clinic X-Medical-Entity-ID names (401 signed out, 403 otherwise);
   * the route shows that clinic's data only: another clinic's patient answers 404.
   */
  | { kind: 'clinic'; roles: readonly RoleName[] }
  /**
   * Not for users: the request proves itself with a signature (a signed file URL, the realtime
   * HTTP API's signature, a payment provider's webhook, a one-time link). Every caller gets the
   * same answer.
   */
  | { kind: 'signature' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const AFFILIATE: Access = { kind: 'affiliate' };
export const PET_KEEPER: Access = { kind: 'roles', roles: ['pet-keeper'] };
export const ADMIN: Access = { kind: 'roles', roles: ['admin', 'super-admin'] };
export const SUPER_ADMIN: Access = { kind: 'roles', roles: ['super-admin'] };
export const VET_OF_CLINIC: Access = { kind: 'clinic', roles: ['vet'] };
export const SIGNATURE: Access = { kind: 'signature' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required of every route: the role matrix test fails without). */
    access?: Access;
  }
}
