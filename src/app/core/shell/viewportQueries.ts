// How the sidebar asks the browser about the viewport (the queries: src/ui/breakpoints.ts).

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
