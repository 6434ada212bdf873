import {
  SEX_LABELS,
  SPECIES_LABELS,
  type PetSex,
  type PetSpecies,
  type PetsLanguage,
} from '@contract/pets';
import type { Locale } from '@contract/locales';

/** The pets data's language for a page locale (only en and jp have UI strings). */
export function petsLanguage(locale: Locale): PetsLanguage {
  return locale === 'jp' ? 'jp' : 'en';
}

export function speciesLabel(species: PetSpecies, language: PetsLanguage): string {
  return SPECIES_LABELS[species][language];
}

export function sexLabel(sex: PetSex, language: PetsLanguage): string {
  return SEX_LABELS[sex][language];
}
