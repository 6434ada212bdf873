// Who is calling: set on the request by requireAuth (requireRole.ts) for routes that need a user.
// Other features read `request.auth` to scope what they return.
import type { Language } from '@contract/preferences';
import type { RoleName } from '@contract/roles';
import type { Database } from '../db/openDatabase';
import type { Clock } from '../http/clock';

export interface RoleGrant {
  name: RoleName;
  medical_entity_id: number | null;
}

export interface AuthContext {
  /** Internal user id (users.id); the API shows users by their public uuid instead. */
  userId: number;
  publicId: string;
  /** sha256 of the bearer token used, so logout can revoke exactly this one. */
  tokenHash: string;
  /** How the user signed in: 'email' or a provider name. */
  method: string;
  /** The user's saved language (users.language), for answers to calls without App-Language. */
  language: Language;
  roles: RoleGrant[];
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
