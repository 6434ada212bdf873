import { useFormikContext } from 'formik';

/** What forms keep in Formik's `status`: the API's messages per field from the last submit. */
export interface FormServerStatus {
  serverErrors: Record<string, string>;
}

function serverErrorsOf(status: unknown): Record<string, string> {
  const errors = (status as Partial<FormServerStatus> | undefined)?.serverErrors;
  return errors && typeof errors === 'object' ? errors : {};
}

/**
 * The error a field shows: its own validation error once touched, else the API's message from
 * the last submit. The API's message stays through blurs and re-validation (which know nothing
 * of it) until the field is edited.
 */
export function useFieldError(name: string, meta: { error?: string; touched: boolean }) {
  const { status, setStatus } = useFormikContext();
  const server = serverErrorsOf(status)[name];
  const error = (meta.touched && meta.error) || server || undefined;
  const clearServerError = () => {
    if (server === undefined) return;
    const rest = { ...serverErrorsOf(status) };
    delete rest[name];
    setStatus({ serverErrors: rest } satisfies FormServerStatus);
  };
  return { error, clearServerError };
}
