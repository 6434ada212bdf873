// The values of the pet forms (guest, create, profile), how they are checked (Yup, the same
// limits as the API: contract/pets/petLimits) and how they become the API's bodies.
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import {
  gramsFromKilograms,
  isPetSpecies,
  isWeightUnit,
  kilogramsFromGrams,
  parseWeightInput,
  weightInputValue,
  type PetSex,
  type PetSpecies,
  type WeightUnit,
} from '@contract/pets';
import {
  EARLIEST_PET_DATE,
  MICROCHIP_PATTERN,
  PET_LIST_MAX,
  PET_TEXT,
  PET_WEIGHT_KG,
} from '@contract/pets/petLimits';
import type { Pet, PetInput, PetUpdate } from '@contract/schemas/pets';
import type { BreedValues } from './BreedField';
import type { GuestPetDraft } from './guestPetDraft';
import { estimatedBirthDate, isIsoDate, petAge } from './petDates';

type T = TFunction<'app'>;

export type NeuteredChoice = 'yes' | 'no' | 'unknown';
/** How the keeper gives the age: a birth date, roughly how old, or not at all. */
export type AgeMode = 'date' | 'estimate' | 'unknown';

export interface PetBasicsValues extends BreedValues {
  name: string;
  age_mode: AgeMode;
  birth_date: string;
  age_years: string;
  age_months: string;
  /** As typed, in the keeper's unit. */
  weight: string;
}

export interface PetFormValues extends PetBasicsValues {
  sex: PetSex;
  neutered: NeuteredChoice;
  colour: string;
  microchip_number: string;
  /** One per line. */
  allergies: string;
  conditions: string;
}

export function emptyPetForm(): PetFormValues {
  return {
    species: '',
    name: '',
    sex: 'unknown',
    neutered: 'unknown',
    age_mode: 'date',
    birth_date: '',
    age_years: '',
    age_months: '',
    weight: '',
    breed_code: null,
    breed: '',
    colour: '',
    microchip_number: '',
    allergies: '',
    conditions: '',
  };
}

function neuteredChoice(value: boolean | null): NeuteredChoice {
  return value === null ? 'unknown' : value ? 'yes' : 'no';
}

function neuteredValue(choice: NeuteredChoice): boolean | null {
  return choice === 'unknown' ? null : choice === 'yes';
}

/** The profile form of a saved pet; an estimated birth date is shown as the age it stood for. */
export function petFormOf(pet: Pet, unit: WeightUnit, today: string): PetFormValues {
  const age = pet.birth_date ? petAge(pet.birth_date, today) : null;
  const estimate = pet.birth_date_is_estimate && age !== null;
  return {
    species: pet.species,
    name: pet.name,
    sex: pet.sex,
    neutered: neuteredChoice(pet.neutered),
    age_mode: pet.birth_date ? (estimate ? 'estimate' : 'date') : 'unknown',
    birth_date: pet.birth_date ?? '',
    age_years: estimate ? String(age.years) : '',
    age_months: estimate ? String(age.months) : '',
    weight: pet.weight_kg === null ? '' : weightInputValue(gramsFromKilograms(pet.weight_kg), unit),
    breed_code: pet.breed_code,
    breed: pet.breed ?? '',
    colour: pet.colour ?? '',
    microchip_number: pet.microchip_number ?? '',
    allergies: pet.allergies.join('\n'),
    conditions: pet.conditions.join('\n'),
  };
}

/** The guest's form again, from the draft it wrote. */
export function basicsOfDraft(draft: GuestPetDraft, today: string): PetBasicsValues {
  const age = draft.birth_date ? petAge(draft.birth_date, today) : null;
  const estimate = draft.birth_date_is_estimate && age !== null;
  return {
    species: draft.species,
    name: draft.name,
    breed_code: null,
    breed: '',
    age_mode: draft.birth_date ? (estimate ? 'estimate' : 'date') : 'unknown',
    birth_date: draft.birth_date ?? '',
    age_years: estimate ? String(age.years) : '',
    age_months: estimate ? String(age.months) : '',
    weight: draft.weight_grams === null ? '' : weightInputValue(draft.weight_grams, draft.unit),
  };
}

/** The typed weight in whole grams (null when empty or unreadable: the schema refuses those). */
export function weightGrams(text: string, unit: WeightUnit): number | null {
  const parsed = parseWeightInput(text, unit);
  return parsed.ok ? parsed.grams : null;
}

/** kg with at most three decimals (the API keeps whole grams). */
export function weightKgOf(text: string, unit: WeightUnit): number | null {
  const grams = weightGrams(text, unit);
  return grams === null ? null : kilogramsFromGrams(grams);
}

/** The birth date the form stands for, and whether it is an estimate. */
export function birthDateOf(
  values: Pick<PetBasicsValues, 'age_mode' | 'birth_date' | 'age_years' | 'age_months'>,
  today: string,
): { birth_date: string | null; birth_date_is_estimate: boolean } {
  if (values.age_mode === 'date' && values.birth_date) {
    return { birth_date: values.birth_date, birth_date_is_estimate: false };
  }
  if (values.age_mode === 'estimate') {
    const date = estimatedBirthDate(
      Number(values.age_years || 0),
      Number(values.age_months || 0),
      today,
    );
    return { birth_date: date, birth_date_is_estimate: date !== null };
  }
  return { birth_date: null, birth_date_is_estimate: false };
}

function lines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields every form has, as the API's body. */
function petFields(values: PetFormValues, today: string) {
  return {
    name: values.name.trim(),
    species: values.species as PetSpecies,
    breed_code: values.breed.trim() ? values.breed_code : null,
    breed: optional(values.breed),
    sex: values.sex,
    neutered: neuteredValue(values.neutered),
    ...birthDateOf(values, today),
    colour: optional(values.colour),
    microchip_number: optional(values.microchip_number.replace(/\s+/g, '')),
    allergies: lines(values.allergies),
    conditions: lines(values.conditions),
  };
}

/** POST keeper/pets: the weight becomes the first weight entry. */
export function petInputOf(values: PetFormValues, unit: WeightUnit, today: string): PetInput {
  return { ...petFields(values, today), weight_kg: weightKgOf(values.weight, unit) };
}

/**
 * PUT keeper/pets/{id}: the profile's fields (the weight changes through weight entries). An
 * estimated age that was not touched keeps its stored birth date: an age recomputed from today
 * would move it a little every day.
 */
export function petUpdateOf(
  values: PetFormValues,
  initial: PetFormValues,
  pet: Pet,
  today: string,
): PetUpdate {
  const fields = petFields(values, today);
  const ageUnchanged =
    values.age_mode === initial.age_mode &&
    values.birth_date === initial.birth_date &&
    values.age_years === initial.age_years &&
    values.age_months === initial.age_months;
  return ageUnchanged
    ? { ...fields, birth_date: pet.birth_date, birth_date_is_estimate: pet.birth_date_is_estimate }
    : fields;
}

const text = (t: T, max: number) =>
  yup.string().trim().max(max, t('validation.maxLength', { max }));

const wholeNumber = (t: T, max: number) =>
  yup
    .string()
    .trim()
    .test('whole', t('pets.validation.wholeNumber', { max }), (value) => {
      if (!value) return true;
      const normalized = value.normalize('NFKC');
      return /^\d{1,3}$/.test(normalized) && Number(normalized) <= max;
    });

/**
 * The weight field: empty, or a weight the API accepts, read in `unit` — or in the form's own
 * `unit` value when it has one (the guest's form lets the visitor choose).
 */
export const weightField = (t: T, unit: WeightUnit, required = false) =>
  yup.string().test('weight', (value, context) => {
    if (!value?.trim()) {
      return required ? context.createError({ message: t('validation.required') }) : true;
    }
    const own: unknown = (context.parent as { unit?: unknown } | undefined)?.unit;
    const parsed = parseWeightInput(value, isWeightUnit(own) ? own : unit);
    if (!parsed.ok) return context.createError({ message: t('pets.validation.weight') });
    const kg = kilogramsFromGrams(parsed.grams);
    if (kg < PET_WEIGHT_KG.min || kg > PET_WEIGHT_KG.max) {
      return context.createError({ message: t('pets.validation.weightRange') });
    }
    return true;
  });

/** Dates a pet record may carry: real days from 1950 to today. */
export const pastDateField = (t: T, today: string) =>
  yup
    .string()
    .test('date', t('pets.validation.date'), (value) => !value || isIsoDate(value))
    .test('past', t('pets.validation.notFuture'), (value) => !value || value <= today)
    .test('early', t('pets.validation.tooEarly'), (value) => !value || value >= EARLIEST_PET_DATE);

/** Species, name, age and weight: the guest's form and the first step of /my-pets/create. */
export const petBasicsSchema = (t: T, unit: WeightUnit, today: string) =>
  yup.object({
    species: yup
      .string()
      .test('species', t('pets.validation.species'), (value) => isPetSpecies(value)),
    name: text(t, PET_TEXT.name).required(t('validation.required')),
    age_mode: yup.string().oneOf(['date', 'estimate', 'unknown']),
    // The age is optional whichever way it is given: an empty field means "not known".
    birth_date: pastDateField(t, today),
    age_years: wholeNumber(t, 40),
    age_months: wholeNumber(t, 11),
    weight: weightField(t, unit),
    breed: text(t, PET_TEXT.breed),
  });

/** Everything of a pet's profile. */
export const petSchema = (t: T, unit: WeightUnit, today: string) =>
  petBasicsSchema(t, unit, today).shape({
    sex: yup.string().oneOf(['male', 'female', 'unknown']),
    neutered: yup.string().oneOf(['yes', 'no', 'unknown']),
    colour: text(t, PET_TEXT.colour),
    microchip_number: yup
      .string()
      .trim()
      .test(
        'microchip',
        t('pets.validation.microchip'),
        (value) => !value || new RegExp(MICROCHIP_PATTERN).test(value.replace(/\s+/g, '')),
      ),
    allergies: listField(t, PET_LIST_MAX.allergies),
    conditions: listField(t, PET_LIST_MAX.conditions),
  });

/** One entry per line, each at most the API's length, at most `max` entries. */
export const listField = (t: T, max: number) =>
  yup
    .string()
    .test(
      'items',
      t('pets.validation.listItems', { max }),
      (value) => lines(value ?? '').length <= max,
    )
    .test('item-length', t('pets.validation.listItemLength', { max: PET_TEXT.listItem }), (value) =>
      lines(value ?? '').every((line) => line.length <= PET_TEXT.listItem),
    );
