import { ApiError } from '../../http/ApiError';
import { renamedErrors } from '../../ui/forms/apiFormErrors';

/**
 * The API names fields as its bodies do (`weight_kg`, `allergies.3`); a form may name them
 * differently (`weight`, `allergies`). `names` maps a key, or the first part of a dotted key, to
 * the form's name; other keys stay (`medications.0.name` is a field of the profile form too).
 * Returns the error with its 422 messages under the form's names, so applyApiErrors puts them on
 * the right fields; anything else is returned as it is.
 */
export function renameErrorFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const errors = renamedErrors(error.errors, names);
  return new ApiError(error.status, error.statusText, { ...error.body, errors }, error.message);
}

/**
 * The API's pet fields as the pet forms name them. The birth date of an age given as "about 3
 * years" is shown on the years field.
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
