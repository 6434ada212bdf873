import { Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { applyApiErrors, type ApiErrorPlacement } from './apiFormErrors';
import { FormAlert } from './FormAlert';

/** A submit the API refused or that did not reach it. */
export interface FormFailure {
  error: unknown;
  /** The API's messages for fields the form does not show. */
  messages: string[];
}

export interface ApiFormSubmitOptions extends ApiErrorPlacement {
  /** The fields the form shows (Formik paths): the API's messages for them go on the field. */
  fields: readonly string[];
  /**
   * What the form-level alert says about a failure, or null for no alert. By default it lists
   * the messages no field shows; other failures were toasted by the HTTP client.
   */
  describe?: (failure: FormFailure) => ReactNode;
}

export interface ApiFormSubmit<Values, Result> {
  /**
   * Formik's onSubmit: sends, and on failure places the API's messages. Resolves to what `send`
   * resolved to, or undefined when it failed (for a caller that goes on after a save).
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<Result | undefined>;
  /** The form-level alert of the last failure (null when there is none); cleared on resubmit. */
  formAlert: ReactNode;
}

/** An answer of the API (or none: status 0), as the HTTP client raises it (http/ApiError). */
const isRequestFailure = (error: unknown): boolean =>
  error instanceof Error && typeof (error as { status?: unknown }).status === 'number';

const listMessages = ({ messages }: FormFailure): ReactNode =>
  messages.length > 0 ? messages.join(' ') : null;

/** A `describe` that gives each message its own line (unrelated problems read better apart). */
export const messageLines = ({ messages }: FormFailure): ReactNode =>
  messages.length > 0 ? messages.map((message) => <Text key={message}>{message}</Text>) : null;

/**
 * The submit of a form that talks to the API: `send` does the call and what follows success; a
 * thrown error puts the API's 422 messages on the form's fields (applyApiErrors) and the rest in
 * a form-level alert. Options may depend on the values sent (a field shown in one mode only).
 * A form that does more with a failure (a message of its own, a step to go back to) catches it
 * in `send`, acts, and throws it again.
 */
export function useApiFormSubmit<Values, Result = unknown>(
  send: (values: Values, helpers: FormikHelpers<Values>) => Promise<Result>,
  options: ApiFormSubmitOptions | ((values: Values) => ApiFormSubmitOptions),
): ApiFormSubmit<Values, Result> {
  const [alert, setAlert] = useState<ReactNode>(null);
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setAlert(null);
    try {
      return await send(values, helpers);
    } catch (error) {
      // A failed request was toasted by the HTTP client; anything else is a bug to see.
      if (!isRequestFailure(error)) console.error(error);
      const {
        fields,
        describe = listMessages,
        ...placement
      } = typeof options === 'function' ? options(values) : options;
      const messages = applyApiErrors(error, helpers, fields, placement);
      setAlert(describe({ error, messages }));
      return undefined;
    }
  };
  const shown = alert !== null && alert !== undefined && alert !== false && alert !== '';
  return { onSubmit, formAlert: shown ? <FormAlert>{alert}</FormAlert> : null };
}
