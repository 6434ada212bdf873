// The /information form: the whole profile of a pet, as the keeper edits it.
import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { WeightUnit } from '@contract/pets';
import { PET_LIST_MAX, PET_TEXT } from '@contract/pets/petLimits';
import type { Medication, Pet, PetUpdate, Vaccination } from '@contract/schemas/pets';
import {
  isIsoDate,
  pastDateField,
  petFormOf,
  petSchema,
  petUpdateOf,
  type PetFormValues,
} from '../pets';

type T = TFunction<'app'>;

/** Every text field of the nested records is a string in the form ('' for none). */
type Texts<R> = { [K in keyof R]-?: string };

export type MedicationValues = Texts<Medication>;
export type VaccinationValues = Texts<Vaccination>;

export interface ProfileValues extends PetFormValues {
  medications: MedicationValues[];
  vaccinations: VaccinationValues[];
  insurance: { provider: string; policy_number: string; phone: string };
  home_clinic: { name: string; phone: string; address: string; email: string };
}

export const EMPTY_MEDICATION: MedicationValues = {
  name: '',
  dose: '',
  frequency: '',
  started_on: '',
  ends_on: '',
};

export const EMPTY_VACCINATION: VaccinationValues = {
  name: '',
  given_on: '',
  next_due_on: '',
  batch_number: '',
  notes: '',
};

function texts<R extends object>(record: R): Texts<R> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, value === null ? '' : String(value)]),
  ) as Texts<R>;
}

export function profileFormOf(pet: Pet, unit: WeightUnit, today: string): ProfileValues {
  return {
    ...petFormOf(pet, unit, today),
    medications: pet.medications.map((m) => texts(m)),
    vaccinations: pet.vaccinations.map((v) => texts(v)),
    insurance: {
      provider: pet.insurance?.provider ?? '',
      policy_number: pet.insurance?.policy_number ?? '',
      phone: pet.insurance?.phone ?? '',
    },
    home_clinic: {
      name: pet.home_clinic?.name ?? '',
      phone: pet.home_clinic?.phone ?? '',
      address: pet.home_clinic?.address ?? '',
      email: pet.home_clinic?.email ?? '',
    },
  };
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** PUT keeper/pets/{id}: everything the form shows. Empty rows are left out. */
export function profileUpdateOf(
  values: ProfileValues,
  initial: ProfileValues,
  pet: Pet,
  today: string,
): PetUpdate {
  const { insurance, home_clinic: clinic } = values;
  return {
    ...petUpdateOf(values, initial, pet, today),
    medications: values.medications
      .filter((m) => m.name.trim())
      .map((m) => ({
        name: m.name.trim(),
        dose: optional(m.dose),
        frequency: optional(m.frequency),
        started_on: optional(m.started_on),
        ends_on: optional(m.ends_on),
      })),
    vaccinations: values.vaccinations
      .filter((v) => v.name.trim())
      .map((v) => ({
        name: v.name.trim(),
        given_on: v.given_on,
        next_due_on: optional(v.next_due_on),
        batch_number: optional(v.batch_number),
        notes: optional(v.notes),
      })),
    insurance: insurance.provider.trim()
      ? {
          provider: insurance.provider.trim(),
          policy_number: optional(insurance.policy_number),
          phone: optional(insurance.phone),
        }
      : null,
    home_clinic: clinic.name.trim()
      ? {
          name: clinic.name.trim(),
          phone: optional(clinic.phone),
          address: optional(clinic.address),
          email: optional(clinic.email),
        }
      : null,
  };
}

const text = (t: T, max: number) =>
  yup.string().trim().max(max, t('validation.maxLength', { max }));

const anyDate = (t: T) =>
  yup.string().test('date', t('pets.validation.date'), (value) => !value || isIsoDate(value));

export const profileSchema = (t: T, unit: WeightUnit, today: string) =>
  petSchema(t, unit, today).shape({
    medications: yup
      .array()
      .max(
        PET_LIST_MAX.medications,
        t('pets.validation.listItems', { max: PET_LIST_MAX.medications }),
      )
      .of(
        yup.object({
          name: text(t, PET_TEXT.listItem).required(t('validation.required')),
          dose: text(t, PET_TEXT.dose),
          frequency: text(t, PET_TEXT.frequency),
          started_on: anyDate(t),
          ends_on: anyDate(t).test(
            'after-start',
            t('petProfile.info.endsBeforeStart'),
            (value, context) =>
              !value || !context.parent.started_on || value >= context.parent.started_on,
          ),
        }),
      ),
    vaccinations: yup
      .array()
      .max(
        PET_LIST_MAX.vaccinations,
        t('pets.validation.listItems', { max: PET_LIST_MAX.vaccinations }),
      )
      .of(
        yup.object({
          name: text(t, PET_TEXT.listItem).required(t('validation.required')),
          given_on: pastDateField(t, today).required(t('validation.required')),
          next_due_on: anyDate(t).test(
            'after-given',
            t('petProfile.info.dueBeforeGiven'),
            (value, context) =>
              !value || !context.parent.given_on || value > context.parent.given_on,
          ),
          batch_number: text(t, PET_TEXT.batchNumber),
          notes: text(t, PET_TEXT.clinicalText),
        }),
      ),
    insurance: yup.object({
      provider: text(t, PET_TEXT.provider).test(
        'provider',
        t('petProfile.info.providerRequired'),
        (value, context) =>
          Boolean(value?.trim()) || !(context.parent.policy_number || context.parent.phone),
      ),
      policy_number: text(t, PET_TEXT.policyNumber),
      phone: text(t, PET_TEXT.phone),
    }),
    home_clinic: yup.object({
      name: text(t, PET_TEXT.clinicName).test(
        'name',
        t('petProfile.info.clinicRequired'),
        (value, context) =>
          Boolean(value?.trim()) ||
          !(context.parent.phone || context.parent.address || context.parent.email),
      ),
      phone: text(t, PET_TEXT.phone),
      address: text(t, PET_TEXT.address),
      email: text(t, PET_TEXT.email).email(t('validation.email')),
    }),
  });

/** The names of every field the form shows now (rows included), for the API's 422 messages. */
export function profileFieldNames(values: ProfileValues): string[] {
  const flat = Object.keys(values).filter(
    (key) => !['medications', 'vaccinations', 'insurance', 'home_clinic'].includes(key),
  );
  const rows = (name: string, count: number, keys: readonly string[]) =>
    Array.from({ length: count }, (_, i) => keys.map((key) => `${name}.${i}.${key}`)).flat();
  return [
    ...flat,
    ...rows('medications', values.medications.length, Object.keys(EMPTY_MEDICATION)),
    ...rows('vaccinations', values.vaccinations.length, Object.keys(EMPTY_VACCINATION)),
    ...Object.keys(values.insurance).map((key) => `insurance.${key}`),
    ...Object.keys(values.home_clinic).map((key) => `home_clinic.${key}`),
  ];
}
