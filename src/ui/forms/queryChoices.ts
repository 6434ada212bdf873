/** The attribute naming the address's query parameter a prebuilt select takes its choice from. */
export const QUERY_PARAM_ATTRIBUTE = 'data-query-param';

/**
 * On a page without its runtime yet (src/app/islands), each select marked with
 * QUERY_PARAM_ATTRIBUTE chooses the option the address names (`/contact/?topic=clinics`), unless
 * the visitor has chosen already; a value that is none of its options is ignored. No React: the
 * island script runs it.
 */
export function bindQueryChoices(doc: Document, search: string): void {
  const params = new URLSearchParams(search);
  for (const select of doc.querySelectorAll<HTMLSelectElement>(
    `select[${QUERY_PARAM_ATTRIBUTE}]`,
  )) {
    const wanted = params.get(select.getAttribute(QUERY_PARAM_ATTRIBUTE) ?? '');
    if (wanted === null || wanted === '' || select.value !== '') continue;
    if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }
}
