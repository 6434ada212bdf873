import type { MatchMedia, MediaQuery } from '../app/core/shell/viewportQueries';

/**
 * A matchMedia for tests that answers min-width queries for a viewport width the test sets,
 * and tells listeners when a resize crosses their breakpoint, as browsers do.
 */
export function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const queries: {
    min: number;
    query: MediaQuery;
    listeners: Set<(e: { matches: boolean }) => void>;
  }[] = [];
  const matchMedia: MatchMedia = (text) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(text)?.[1] ?? 0);
    const listeners = new Set<(e: { matches: boolean }) => void>();
    const query: MediaQuery = {
      get matches() {
        return width >= min;
      },
      addEventListener: (_type, listener) => void listeners.add(listener),
      removeEventListener: (_type, listener) => void listeners.delete(listener),
    };
    queries.push({ min, query, listeners });
    return query;
  };
  return {
    matchMedia,
    resize(next: number) {
      const before = width;
      width = next;
      for (const q of queries) {
        const was = before >= q.min;
        const is = next >= q.min;
        if (was !== is) for (const l of q.listeners) l({ matches: is });
      }
    },
  };
}
