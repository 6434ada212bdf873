import { isValidElement, type ReactNode } from 'react';

/** The id Gatsby gives the inline script that tells its runtime which page this is. */
const GATSBY_PAGE_LOADER_ID = 'gatsby-script-loader';
/** What Gatsby writes into it: `/*<![CDATA[*\/window.pagePath="/news/";/*]]>*\/`. */
const GATSBY_PAGE_LOADER =
  /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/**
 * The same text on every page: the path travels in an attribute, so one hash in the
 * Content-Security-Policy allows the script on all pages (README.md).
 */
export const PAGE_LOADER_SCRIPT =
  'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/**
 * gatsby-ssr `onPreRenderHTML`: replaces Gatsby's per-page loader script (its text differs on
 * every page, so every page would need its own hash) with PAGE_LOADER_SCRIPT. A script of any
 * other shape — a Gatsby upgrade that adds to it — is left as it is, and the journeys' policy
 * check names the page.
 */
export function withConstantPageLoader(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: unknown } }>(component))
      return component;
    if (component.props.id !== GATSBY_PAGE_LOADER_ID) return component;
    const html = component.props.dangerouslySetInnerHTML?.__html;
    const match = typeof html === 'string' ? GATSBY_PAGE_LOADER.exec(html) : null;
    if (!match) return component;
    const pagePath = JSON.parse(match[1]!) as string;
    return (
      <script
        key={component.key ?? GATSBY_PAGE_LOADER_ID}
        id={GATSBY_PAGE_LOADER_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: PAGE_LOADER_SCRIPT }}
      />
    );
  });
}
