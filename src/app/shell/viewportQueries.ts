// Media queries of the spec.md section 9 breakpoints the sidebar reacts to (the same values as
// the Chakra system's md and xl).

/** 'isNotMobile' passes at 768 px or more. */
export const NOT_MOBILE_QUERY = '(min-width: 768px)';
/** Extra large: the sub-sidebar opens beside the page from here. */
export const XL_QUERY = '(min-width: 1280px)';

/** The part of a MediaQueryList the sidebar uses. */
export interface MediaQuery {
  matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

export type MatchMedia = (query: string) => MediaQuery;

/** The browser's matchMedia, or none (server rendering, jsdom). */
export function browserMatchMedia(): MatchMedia | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return (query) => window.matchMedia(query);
}
