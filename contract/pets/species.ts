// The species a keeper can choose and the sex values of a pet, with their English and Japanese
// labels. Codes are stored in the database and sent over the API: never rename one.

export const PET_SPECIES = ['dog', 'cat', 'rabbit', 'bird', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];

/** The two languages the app's UI exists in (DESIGN.md "System locales"). */
export type PetsLanguage = 'en' | 'jp';

export interface Label {
  en: string;
  jp: string;
}

export const SPECIES_LABELS: Readonly<Record<PetSpecies, Label>> = {
  dog: { en: 'Dog', jp: '犬' },
  cat: { en: 'Cat', jp: '猫' },
  rabbit: { en: 'Rabbit', jp: 'うさぎ' },
  bird: { en: 'Bird', jp: '鳥' },
  other: { en: 'Other', jp: 'その他' },
};

export const SEX_LABELS: Readonly<Record<PetSex, Label>> = {
  male: { en: 'Male', jp: 'オス' },
  female: { en: 'Female', jp: 'メス' },
  unknown: { en: 'Unknown', jp: '不明' },
};

export function isPetSpecies(value: unknown): value is PetSpecies {
  return typeof value === 'string' && (PET_SPECIES as readonly string[]).includes(value);
}

export function isPetSex(value: unknown): value is PetSex {
  return typeof value === 'string' && (PET_SEXES as readonly string[]).includes(value);
}
