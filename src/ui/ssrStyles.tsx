import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';

// Emotion's default server rendering writes a <style> element beside every styled element, in
// the body (dozens per page, invalid HTML there). In its compat mode a cache keeps the rules
// instead; the page's head then carries them in one <style>, marked with their ids the way
// emotion marks its own, so the browser's cache knows them and inserts none of them again.
// One cache per page path: Gatsby renders two pages at a time in a worker.
const pageCaches = new Map<string, EmotionCache>();

/** Around a page's server render (gatsby-ssr wrapRootElement): its styles are collected. */
export function collectPageStyles(pathname: string, element: ReactNode): ReactElement {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  pageCaches.set(pathname, cache);
  return <CacheProvider value={cache}>{element}</CacheProvider>;
}

/** After the page's render (gatsby-ssr onRenderBody): its styles as one element for the head. */
export function collectedPageStyles(pathname: string): ReactElement | null {
  const cache = pageCaches.get(pathname);
  pageCaches.delete(pathname);
  if (!cache) return null;
  const ids: string[] = [];
  let rules = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    ids.push(id);
    rules += css;
  }
  if (ids.length === 0) return null;
  return (
    <style
      key="emotion-styles"
      data-emotion={`${cache.key} ${ids.join(' ')}`}
      dangerouslySetInnerHTML={{ __html: rules }}
    />
  );
}
