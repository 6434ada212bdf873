import { useEffect, useState } from 'react';
import { parseEmbedHosts } from '@contract/embedHosts';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

/**
 * The site's own sanitiser (ui/sanitizeHtml.ts, DOMPurify with the site's rules), loaded when
 * first needed, so the app's other pages never download DOMPurify.
 */
export function loadSanitizer(): Promise<Sanitize> {
  // The same embed allow-list as the site build (GATSBY_EMBED_HOSTS, fixed when the app is built),
  // so the preview shows what the published page will.
  loading ??= import('../../../ui/sanitizeHtml').then(({ createHtmlSanitizer }) =>
    createHtmlSanitizer(window, {
      embedSources: parseEmbedHosts(process.env.GATSBY_EMBED_HOSTS).sources,
    }),
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
