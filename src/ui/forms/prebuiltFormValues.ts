/**
 * The values a visitor already gave a form drawn in the page's HTML before its script ran (a
 * prebuilt app page, src/app/prebuiltAppPages.ts), over the form's initial values: hydration
 * keeps the DOM's inputs as they are, so the form's state must start from what they hold or the
 * next render would empty them. Text fields count when not empty, checkboxes always; other keys,
 * or no such form (server rendering, a client navigation), keep their initial values.
 */
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
    if (field?.tagName !== 'INPUT') continue;
    if (typeof initial === 'boolean' && field.type === 'checkbox') values[name] = field.checked;
    else if (typeof initial === 'string' && field.value !== '') values[name] = field.value;
  }
  return values as Values;
}
