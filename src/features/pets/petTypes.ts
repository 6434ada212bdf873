export const SPECIES = ['dog', 'cat', 'rabbit', 'other'] as const;
export type Species = (typeof SPECIES)[number];

/** A pet of the signed-in keeper (API contract: Pet). */
export interface Pet {
  id: string;
  name: string;
  species: Species;
  breed: string | null;
  sex: 'male' | 'female' | 'unknown';
  /** YYYY-MM-DD */
  birth_date: string | null;
  weight_kg: number | null;
  has_subscription: boolean;
  created_at: string;
  updated_at: string;
}

export function isPet(value: unknown): value is Pet {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}
