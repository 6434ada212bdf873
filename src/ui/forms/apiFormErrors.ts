import type { FormikHelpers } from 'formik';
import type { FormServerStatus } from './useFieldError';

/** A 422 answer as the HTTP client raises it (http/ApiError): the API's messages per field. */
interface ValidationFailure extends Error {
  status: 422;
  errors: Record<string, string[]>;
}

export function isValidationFailure(error: unknown): error is ValidationFailure {
  if (!(error instanceof Error)) return false;
  const { status, errors } = error as Partial<ValidationFailure>;
  return status === 422 && typeof errors === 'object' && errors !== null;
}

/** How a form reads the API's field names and messages. */
export interface ApiErrorPlacement {
  /**
   * The API names fields as its bodies do (`weight_kg`, `allergies.3`); a form may name them
   * differently (`weight`, `allergies`). Maps a key, or the first part of a dotted key, to the
   * form's name; other keys stay (`medications.0.name` can be a field of the form too).
   */
  rename?: Record<string, string>;
  /** The text a field shows for the API's first message (a translation on a non-English page). */
  message?: (field: string, apiMessage: string) => string;
}

/** The 422 messages per field under the form's names (see ApiErrorPlacement.rename). */
export function renamedErrors(
  errors: Record<string, string[]>,
  names: Record<string, string>,
): Record<string, string[]> {
  const renamed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const base = key.split('.')[0] ?? key;
    const name = names[key] ?? names[base] ?? key;
    renamed[name] = [...(renamed[name] ?? []), ...messages];
  }
  return renamed;
}

/**
 * Puts the API's 422 messages on the form's own fields (the first message of each, kept in
 * Formik's status until the field is edited: see useFieldError) and returns the messages of
 * fields the form does not show, for a form-level alert. Other failures have already been
 * toasted by the HTTP client; they clear the previous messages.
 */
export function applyApiErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  /** The form's field names; Formik paths of nested fields too (`medications.0.name`). */
  fields: readonly (keyof Values & string)[] | readonly string[],
  { rename = {}, message = (_field, apiMessage) => apiMessage }: ApiErrorPlacement = {},
): string[] {
  const serverErrors: Record<string, string> = {};
  const other: string[] = [];
  if (isValidationFailure(error)) {
    for (const [name, messages] of Object.entries(renamedErrors(error.errors, rename))) {
      const first = messages[0];
      if (!first) continue;
      if ((fields as readonly string[]).includes(name)) serverErrors[name] = message(name, first);
      else other.push(first);
    }
    if (Object.keys(error.errors).length === 0) other.push(error.message);
  }
  helpers.setStatus({ serverErrors } satisfies FormServerStatus);
  return other;
}
