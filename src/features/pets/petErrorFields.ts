/**
 * The API's pet fields as the pet forms name them (useApiFormSubmit's `rename`). The birth date
 * of an age given as "about 3 years" is shown on the years field.
 */
export function petErrorFields(ageMode: string): Record<string, string> {
  const birth = ageMode === 'estimate' ? 'age_years' : 'birth_date';
  return {
    weight_kg: 'weight',
    allergies: 'allergies',
    conditions: 'conditions',
    birth_date: birth,
    birth_date_is_estimate: birth,
  };
}
