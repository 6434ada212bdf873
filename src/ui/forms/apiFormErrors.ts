import type { FormikHelpers } from 'formik';
import type { FormServerStatus } from './useFieldError';

/** A 422 answer as the HTTP client raises it (http/ApiError): the API's messages per field. */
interface ValidationFailure extends Error {
  status: 422;
  errors: Record<string, string[]>;
}

function isValidationFailure(error: unknown): error is ValidationFailure {
  if (!(error instanceof Error)) return false;
  const { status, errors } = error as Partial<ValidationFailure>;
  return status === 422 && typeof errors === 'object' && errors !== null;
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
): string[] {
  const serverErrors: Record<string, string> = {};
  const other: string[] = [];
  if (isValidationFailure(error)) {
    for (const [name, messages] of Object.entries(error.errors)) {
      const first = messages[0];
      if (!first) continue;
      if ((fields as readonly string[]).includes(name)) serverErrors[name] = first;
      else other.push(first);
    }
    if (Object.keys(error.errors).length === 0) other.push(error.message);
  }
  helpers.setStatus({ serverErrors } satisfies FormServerStatus);
  return other;
}
