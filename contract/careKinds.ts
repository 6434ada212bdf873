// The kinds of pet-care places and services a city page lists.

export const CARE_KINDS = [
  'vet-clinic',
  'emergency-vet',
  'grooming',
  'boarding',
  'dog-walking',
  'pet-sitting',
  'training',
] as const;
export type CareKind = (typeof CARE_KINDS)[number];
