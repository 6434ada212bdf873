import { Form } from 'formik';
import { useRef, type ComponentPropsWithoutRef } from 'react';
import { FocusFirstError } from './FocusFirstError';

/**
 * Formik's form, wired the way every form of the app wants it: the browser's own validation is
 * off (`noValidate`), since the fields show the schema's messages in their own words and style,
 * and after a failed submit the first field in error takes the focus (FocusFirstError). Other
 * props (`aria-label`, `id`, …) go to the form element.
 *
 * The form's element is kept to itself: no form of the app needs it for anything else, and a ref
 * of its own means a caller cannot forget to hand FocusFirstError the same one.
 */
export function ValidatedForm({
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<typeof Form>, 'noValidate'>) {
  const form = useRef<HTMLFormElement>(null);
  return (
    // POST, never a GET: if a form is sent before its script runs (a prebuilt page, no
    // JavaScript), what was typed — a password — must not end up in the address and history.
    <Form method="post" {...rest} ref={form} noValidate>
      {children}
      <FocusFirstError form={form} />
    </Form>
  );
}
