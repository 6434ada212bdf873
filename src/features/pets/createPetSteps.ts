import type { PetFormValues } from './petForm';

/** The create-pet wizard's steps, each with the fields it checks before the next. */
export type StepId = 'basics' | 'body' | 'health' | 'photo';

export const STEPS: readonly { id: StepId; fields: readonly (keyof PetFormValues)[] }[] = [
  { id: 'basics', fields: ['species', 'name', 'sex', 'neutered'] },
  {
    id: 'body',
    fields: ['age_mode', 'birth_date', 'age_years', 'age_months', 'weight', 'breed', 'colour'],
  },
  { id: 'health', fields: ['microchip_number', 'allergies', 'conditions'] },
  { id: 'photo', fields: [] },
];

export const FIELDS = STEPS.flatMap((step) => step.fields);

/** The step a field is on (the first step for a field on none). */
export function stepOfField(field: string): number {
  return Math.max(
    0,
    STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)),
  );
}
