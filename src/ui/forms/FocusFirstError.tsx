import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that ended with errors (the form's own or the API's), moves focus to the first
 * field in error, so keyboard and screen reader users land on what needs fixing.
 */
export function FocusFirstError({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, form]);
  return null;
}
