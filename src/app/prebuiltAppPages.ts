/**
 * The app screens prebuilt as their own page (README.md, "Prebuilt guest screens"): the first
 * screen a guest opens from outside, drawn in the page's HTML so it shows before any JavaScript.
 * Only guest screens whose first look is the same for every guest qualify; `features.test.ts`
 * checks each against the route table (a guest-only route, its page name) and
 * `prebuiltScreens.ts` (its screen). Not derived from the features, for the same reason as
 * APP_AREAS: gatsby-node imports this list.
 */
export interface PrebuiltAppPage {
  /** The route's path in the table. */
  route: string;
  /** Its page name for analytics (the route's), which the island script reports. */
  trackingName: string;
  /**
   * Whether the screen offers sign-in with a provider: its page is built with the buttons of the
   * providers the API offers at build time (the app then asks again, AuthStore.loadProviders).
   */
  providerSignIn: boolean;
}

export const PREBUILT_APP_PAGES = [
  // The way in from every public page's header ("Sign in"), and where sign-out lands.
  { route: '/auth/login', trackingName: 'auth-login', providerSignIn: true },
  // The other way in from every public header ("Sign up").
  { route: '/auth/register', trackingName: 'auth-register', providerSignIn: false },
] as const satisfies readonly PrebuiltAppPage[];

export type PrebuiltRoute = (typeof PREBUILT_APP_PAGES)[number]['route'];
