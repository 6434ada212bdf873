import type { Pet } from '@contract/schemas/pets';

/** A pet as stored on the client (localStorage): checked before it is trusted. */
export function isPet(value: unknown): value is Pet {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}
