import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that did not pass validation, moves focus to the first field in error, so
 * keyboard and screen reader users land on what needs fixing.
 */
export function FocusFirstError({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isValid, isSubmitting, form]);
  return null;
}
