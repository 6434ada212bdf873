import { RUNTIME_TEMPLATE_ID } from './islandsConfig';

/**
 * Inserts Gatsby's scripts from their inert template, in order: the inline ones (the chunk map,
 * the build's hash) run at once, the files load async as Gatsby's own tags would. Scripts parsed
 * inside a template never run, so each is made anew; an inline one keeps its exact text, which
 * the page's Content-Security-Policy allows by hash.
 */
export function loadRuntime(doc: Document = document): void {
  const template = doc.getElementById(RUNTIME_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const original of template.content.querySelectorAll('script')) {
    const script = doc.createElement('script');
    for (const { name, value } of original.attributes) script.setAttribute(name, value);
    if (!original.src) script.textContent = original.textContent;
    else script.async = true;
    doc.body.appendChild(script);
  }
}
