// Who is calling: set on the request by requireAuth (requireRole.ts) for routes that need a user.
// Other features read `request.auth` to scope what they return.
import type { RoleName } from '@contract/roles';
import type { Database } from '../db/openDatabase';
import type { Clock } from '../http/clock';
import type { TokenOwner } from './authTokens';

export interface RoleGrant {
  name: RoleName;
  medical_entity_id: number | null;
}

/** The owner of the bearer token, and the clinic the request acts for. */
export interface AuthContext extends TokenOwner {
  /**
   * The clinic the request acts for: the X-Medical-Entity-ID header, verified to be one of the
   * user's roles' medical entities; null when the header is absent.
   */
  medicalEntityId: number | null;
  /** The user's role at that medical entity (the first, if several), else null. */
  medicalEntityRole: RoleGrant | null;
}

/** What the auth preHandlers need; decorated on the /api instance as `authDeps`. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authDeps: AuthDeps;
  }
}
