import type { CareKind } from './carePageContexts';

/** The order kinds are shown in: medical care first, then everyday help. */
export const CARE_KIND_ORDER: readonly CareKind[] = [
  'emergency-vet',
  'vet-clinic',
  'grooming',
  'boarding',
  'dog-walking',
  'pet-sitting',
  'training',
];

export function byKindOrder(a: CareKind, b: CareKind): number {
  return CARE_KIND_ORDER.indexOf(a) - CARE_KIND_ORDER.indexOf(b);
}

/** Veterinary places: schema.org VeterinaryCare, and an emergency notice on their pages. */
export function isVeterinary(kind: CareKind): boolean {
  return kind === 'vet-clinic' || kind === 'emergency-vet';
}

/** Services that come to the pet (walking, sitting, training) rather than a place to visit. */
export function isMobileService(kind: CareKind): boolean {
  return kind === 'dog-walking' || kind === 'pet-sitting' || kind === 'training';
}
