import { useState } from 'react';

/**
 * The values a visitor already gave a form drawn in the page's HTML before its script ran (a
 * prebuilt app page, src/app/prebuiltAppPages.ts), over the form's initial values: hydration
 * keeps the DOM's inputs as they are, so the form's state must start from what they hold or the
 * next render would empty them. Text fields, text areas and selects count when not empty,
 * checkboxes always; other keys, or no such form (server rendering, a client navigation), keep
 * their initial values.
 */
const TEXT_FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function prebuiltFormValues<Values extends object>(
  formId: string,
  initialValues: Values,
  doc: Document | null = typeof document === 'undefined' ? null : document,
): Values {
  const form = doc?.getElementById(formId);
  if (!form || form.tagName !== 'FORM') return initialValues;
  const values: Record<string, unknown> = { ...(initialValues as Record<string, unknown>) };
  for (const [name, initial] of Object.entries(initialValues)) {
    // Tag names, not instanceof: this module is also evaluated where no DOM classes exist.
    const field = (form as HTMLFormElement).elements.namedItem(name) as HTMLInputElement | null;
    if (!field || !TEXT_FIELDS.has(field.tagName)) continue;
    if (typeof initial === 'boolean' && field.type === 'checkbox') values[name] = field.checked;
    else if (typeof initial === 'string' && field.type !== 'checkbox' && field.value !== '')
      values[name] = field.value;
  }
  return values as Values;
}

/**
 * A form's initial values, over which what a visitor typed into it before its script ran (its
 * element's id is `prebuiltId`), read once, on the render that hydrates it.
 */
export function usePrebuiltInitialValues<Values extends object>(
  prebuiltId: string | undefined,
  initialValues: Values,
): Values {
  const [prebuilt] = useState(() =>
    prebuiltId ? prebuiltFormValues(prebuiltId, initialValues) : null,
  );
  return prebuilt ?? initialValues;
}
