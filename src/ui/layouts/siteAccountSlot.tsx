import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the public pages' header shows at its end for the visitor's account: sign in / sign up
 * for a guest, the way back into the app for someone signed in. Provided by the site's entry
 * points (gatsby-browser, gatsby-ssr) around every public page, so this layer does not import
 * the app; the signed-in app passes its own header actions instead.
 */
const SiteAccountContext = createContext<ReactNode>(null);

export const SiteAccountSlotProvider = SiteAccountContext.Provider;

export function useSiteAccountSlot(): ReactNode {
  return useContext(SiteAccountContext);
}
