import { chakra } from '@chakra-ui/react';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

// The screen-reader route announcer of the app pages. Gatsby's own (#gatsby-announcer) speaks one
// frame after the URL changes, when an app page is still resolving its route (guards, data,
// code): it read the page being left. The app announces a page itself once it is shown and its
// title is set, and mutes Gatsby's while an app page is on screen.

const GATSBY_ANNOUNCER_ID = 'gatsby-announcer';
export const APP_ANNOUNCER_ID = 'app-route-announcer';

type Announce = (text: string) => void;

const AnnouncerContext = createContext<Announce>(() => undefined);

// A page shown on the document's first load is not announced (the screen reader reads the new
// document itself); every page after a client navigation is. Gatsby's onRouteUpdate tells.
let clientNavigated = false;

/** gatsby-browser onRouteUpdate: a previous location means a client navigation happened. */
export function noteRouteUpdate(prevLocation: unknown): void {
  if (prevLocation) clientNavigated = true;
}

/** Tests: start as a fresh document (false) or as after a client navigation (true). */
export function setClientNavigated(value: boolean): void {
  clientNavigated = value;
}

/** Announces `text` in the app's live region, unless this is the document's first page. */
export function useRouteAnnouncer(): Announce {
  const announce = useContext(AnnouncerContext);
  return useCallback(
    (text: string) => {
      if (clientNavigated) announce(text);
    },
    [announce],
  );
}

export function RouteAnnouncerProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    const gatsby = document.getElementById(GATSBY_ANNOUNCER_ID);
    const before = gatsby?.getAttribute('aria-live') ?? null;
    gatsby?.setAttribute('aria-live', 'off');
    return () => {
      if (before !== null) gatsby?.setAttribute('aria-live', before);
    };
  }, []);
  return (
    <AnnouncerContext.Provider value={setText}>
      {children}
      <chakra.div id={APP_ANNOUNCER_ID} aria-live="assertive" aria-atomic="true" srOnly>
        {text}
      </chakra.div>
    </AnnouncerContext.Provider>
  );
}
