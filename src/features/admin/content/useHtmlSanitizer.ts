import { useEffect, useState } from 'react';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

/**
 * The site's own sanitiser (ui/sanitizeHtml.ts, DOMPurify with the site's rules), loaded when
 * first needed, so the app's other pages never download DOMPurify.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../../ui/sanitizeHtml').then(({ createHtmlSanitizer }) =>
    createHtmlSanitizer(window),
  );
  return loading;
}

/** The sanitiser, once loaded (null until then). */
export function useHtmlSanitizer(): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let alive = true;
    void loadSanitizer().then((fn) => {
      if (alive) setSanitize(() => fn);
    });
    return () => {
      alive = false;
    };
  }, []);
  return sanitize;
}
