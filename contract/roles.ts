// The roles a user may hold (spec.md section 4). A vet's or an admin's role may name the medical
// entity (clinic) it is held at; the client sends that id as X-Medical-Entity-ID.
import type { Role } from './schemas/auth';

export const ROLE_NAMES = ['admin', 'super-admin', 'vet', 'pet-keeper'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** A role as stored on the client (localStorage): checked before it is trusted. */
export function isRole(value: unknown): value is Role {
  if (typeof value !== 'object' || value === null) return false;
  const { name, medical_entity_id: entity } = value as Record<string, unknown>;
  return (
    isRoleName(name) && (entity === null || entity === undefined || typeof entity === 'number')
  );
}

/** Same role: same name and same medical entity (null and absent are the same). */
export function sameRole(a: Role, b: Role): boolean {
  return a.name === b.name && (a.medical_entity_id ?? null) === (b.medical_entity_id ?? null);
}
