// What a pet is described by (registration's first pet, the keeper's pets).

export const PET_SPECIES = ['dog', 'cat', 'rabbit', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];
