import type { FormikErrors, FormikHelpers } from 'formik';
import { ApiError } from '../../api/ApiError';

/**
 * Puts the API's 422 messages on the form's own fields (the first message of each) and returns
 * the messages of fields the form does not show, for a form-level alert. Other failures have
 * already been toasted by the HTTP client: nothing to add.
 */
export function applyApiErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
  fields: readonly (keyof Values & string)[],
): string[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const fieldErrors: Record<string, string> = {};
  const touched: Record<string, boolean> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if ((fields as readonly string[]).includes(name)) {
      fieldErrors[name] = first;
      touched[name] = true;
    } else {
      other.push(first);
    }
  }
  if (Object.keys(error.errors).length === 0) other.push(error.message);
  // Touched first: setTouched validates, and the server's messages must be the last word.
  void helpers.setTouched(touched as never, false);
  helpers.setErrors(fieldErrors as FormikErrors<Values>);
  return other;
}
