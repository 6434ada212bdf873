// Route guards. `preValidation: requireAuth` answers 401 "Unauthenticated." without a valid bearer
// token; `preValidation: requireRole('admin', 'super-admin')` also answers 403 "This action is
// unauthorized." when the user holds none of the roles. Both check X-Medical-Entity-ID: when the
// header is present it must name a medical entity of one of the user's roles, else 403.
// `requireClinicRole('vet')` needs the header and the role at that clinic. Who may call each route
// is declared on the route itself, `config: { access }` (http/routeAccess.ts); the role matrix test
// (accessRules.test.ts) checks that every route declares a rule and that its guard keeps it.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RoleName } from '@contract/roles';
import { HttpError } from '../errors/HttpError';
import type { AuthContext, RoleGrant } from './authContext';
import {
  bearerToken,
  findTokenOwner,
  tokenOwnerFrom,
  type TokenCheck,
  type TokenOwnerRow,
} from './authTokens';
import { sha256Hex } from '../http/secrets';

export const UNAUTHENTICATED = 'Unauthenticated.';
export const UNAUTHORIZED = 'This action is unauthorized.';

const MEDICAL_ENTITY_HEADER = 'x-medical-entity-id';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function medicalEntityScope(
  request: FastifyRequest,
  roles: readonly RoleGrant[],
): { medicalEntityId: number | null; medicalEntityRole: RoleGrant | null } {
  const raw = headerValue(request, MEDICAL_ENTITY_HEADER);
  if (raw === undefined) return { medicalEntityId: null, medicalEntityRole: null };
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const role = roles.find((r) => r.medical_entity_id !== null && r.medical_entity_id === id);
  if (role === undefined) throw new HttpError(403, UNAUTHORIZED);
  return { medicalEntityId: id, medicalEntityRole: role };
}

async function authenticate(request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(headerValue(request, 'authorization'));
  if (token === undefined) throw new HttpError(401, UNAUTHENTICATED);
  const { db, clock } = request.server.authDeps;
  const owner = await findTokenOwner(db, clock, token);
  if (owner === undefined) throw new HttpError(401, UNAUTHENTICATED);
  return { ...owner, ...medicalEntityScope(request, owner.roles) };
}

function checkRoles(auth: AuthContext, roles: readonly RoleName[] | undefined): void {
  if (roles !== undefined && !auth.roles.some((role) => roles.includes(role.name))) {
    throw new HttpError(403, UNAUTHORIZED);
  }
}

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  request.auth ??= await authenticate(request);
};

export function requireRole(...roles: RoleName[]): preHandlerAsyncHookHandler {
  return async (request) => {
    checkRoles((request.auth ??= await authenticate(request)), roles);
  };
}

/**
 * The guard of a read that checks its caller's token in its own statement, to spare every such
 * request the token lookup's round trip: 401 at once without a bearer token; the route then
 * reads with `tokenCheckOf(request)` (its statement joins auth_tokens and users on the row's
 * owner, `validTokenSql` and `tokenOwnerColumns`) and calls `authenticateFrom` before answering.
 * `guard` is the guard it stands for (declare the same access rule): it runs here instead when
 * the request cannot reach the read (`readable` false: a malformed id, answered 404 by the schema
 * only after the guard's 401 or 403).
 */
export function tokenInRead(
  guard: preHandlerAsyncHookHandler,
  readable: (request: FastifyRequest) => boolean = () => true,
): preHandlerAsyncHookHandler {
  return async function tokenFirst(request, reply) {
    if (bearerToken(headerValue(request, 'authorization')) === undefined) {
      throw new HttpError(401, UNAUTHENTICATED);
    }
    if (!readable(request)) await guard.call(this, request, reply);
  };
}

/** The token of a request behind `tokenInRead`, for its statement's `tokenParams`. */
export function tokenCheckOf(request: FastifyRequest): TokenCheck {
  const token = bearerToken(headerValue(request, 'authorization'));
  if (token === undefined) throw new HttpError(401, UNAUTHENTICATED);
  return { tokenHash: sha256Hex(token), now: request.server.authDeps.clock.now() };
}

/**
 * The caller of a read behind `tokenInRead`, with the checks of `requireRole(...roles)` (of
 * `requireAuth` without roles), left on request.auth. `owner` is what the read's statement found
 * for the token; without it (no row: an invalid token, or nothing of the token's user to read)
 * the token is looked up on its own, so the answer is the 401 or 403 the guard would have given,
 * and the route's own answer (a 404, an empty list) only for a caller the guard lets through.
 */
export async function authenticateFrom(
  request: FastifyRequest,
  check: TokenCheck,
  owner: TokenOwnerRow | undefined,
  roles?: readonly RoleName[],
): Promise<AuthContext> {
  let auth = request.auth;
  if (auth === null) {
    if (owner === undefined) {
      auth = await authenticate(request);
    } else {
      const found = await tokenOwnerFrom(request.server.authDeps.db, check, owner);
      auth = { ...found, ...medicalEntityScope(request, found.roles) };
    }
    request.auth = auth;
  }
  checkRoles(auth, roles);
  return auth;
}

/**
 * A role held at a clinic, acting for it: X-Medical-Entity-ID must name a medical entity where the
 * user holds one of `roles` (a vet route: `requireClinicRole('vet')`). Without the header, or with
 * a clinic where the user holds another role, 403. The verified clinic is
 * `request.auth.medicalEntityId`; the route scopes every read and write to it.
 */
export function requireClinicRole(...roles: RoleName[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = (request.auth ??= await authenticate(request));
    const clinic = auth.medicalEntityId;
    const held = auth.roles.some(
      (role) => roles.includes(role.name) && clinic !== null && role.medical_entity_id === clinic,
    );
    if (!held) throw new HttpError(403, UNAUTHORIZED);
  };
}

/** The caller of a route guarded by requireAuth/requireRole. */
export function authOf(request: FastifyRequest): AuthContext {
  if (request.auth === null) throw new HttpError(401, UNAUTHENTICATED);
  return request.auth;
}
