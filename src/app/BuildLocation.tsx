import { LocationContext, useLocationContext } from '@reach/router';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RUNTIME_READY_EVENT } from './islands/runtimeOnInteraction';

const AtBuildLocation = createContext(false);

/** Set once the runtime has rendered the document's first page (gatsby-browser). */
let documentHydrated = false;

export function noteDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * Whether this render shows the build's location rather than the visitor's (below): the work a
 * location starts — the navigation pipeline, the page view, the scroll — waits for the real one.
 */
export function useAtBuildLocation(): boolean {
  return useContext(AtBuildLocation);
}

/**
 * A prebuilt app page's screen was drawn at its bare path: the build knows no query. Hydration
 * keeps the attributes the build wrote (Preact does not compare them then), so a link that
 * depends on the query — the `?redirect=` the register link and the language switch carry —
 * must first render as the build drew it, or it would keep the build's href for good. So the
 * tree below sees the build's location on the first render, and the visitor's from the next one
 * on, which the ordinary update then writes into the page. After a client navigation nothing
 * is hydrated: the visitor's location from the start.
 */
export function BuildLocation({ children }: { children: ReactNode }) {
  const context = useLocationContext();
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
    // At the visitor's location now: what the island script held for the app goes on (a form
    // sent, a link followed before it was there; runtimeOnInteraction.ts).
    else window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
  }, [hydrated]);
  const value = useMemo(
    () =>
      hydrated ? context : { ...context, location: { ...context.location, search: '', hash: '' } },
    [hydrated, context],
  );
  return (
    <AtBuildLocation.Provider value={!hydrated}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </AtBuildLocation.Provider>
  );
}
