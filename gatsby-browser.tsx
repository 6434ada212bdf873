import type { GatsbyBrowser } from 'gatsby';
import { REFERRAL_QUERY_PARAM } from '@contract/affiliate';
import {
  installClientRedirects,
  redirectCurrentPage,
} from './src/app/routing/installClientRedirects';
import { holdNavigationsUntilRendered } from './src/app/routing/holdNavigations';
import {
  applyScrollDecision,
  historyActionOf,
  scrollDecision,
  trackHistoryPops,
} from './src/app/routing/scrollBehaviour';
import { noteRouteUpdate } from './src/app/RouteAnnouncer';
import { noteDocumentHydrated } from './src/app/BuildLocation';
import { RuntimeReady } from './src/app/islands/RuntimeReady';
import { PageViewTracker } from './src/features/analytics/PageViewTracker';
import { installBuildUpdates } from './src/features/build-updates/installBuildUpdates';
import { withIntlLocale } from './src/i18n/intlLocale';
import { AppProviders } from './src/ui/AppProviders';
import { SiteAccountSlotProvider } from './src/ui/layouts/siteAccountSlot';
import { SiteAccountControls } from './src/app/siteAccount/SiteAccountControls';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
);

/**
 * Page views for the tag manager (a page may name itself with `trackingName` in its context), and
 * i18next's plural rules and formats in `ja`, not `jp` (src/i18n/intlLocale.ts). The app's pages
 * report their own, named by their routes once a route is resolved (src/app/RouteGate.tsx).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const { trackingName, appShell } = props.pageContext as {
    trackingName?: unknown;
    appShell?: unknown;
  };
  const page = (
    <>
      {withIntlLocale(element)}
      {appShell !== true && (
        <>
          <PageViewTracker
            location={props.location}
            trackingName={typeof trackingName === 'string' ? trackingName : undefined}
          />
          <RuntimeReady />
        </>
      )}
    </>
  );
  // The public pages' header offers sign in / sign up, or the way back into the app; the app's
  // pages have their own header.
  if (appShell === true) return page;
  return (
    <SiteAccountSlotProvider value={<SiteAccountControls path={props.location.pathname} />}>
      {page}
    </SiteAccountSlotProvider>
  );
};

/** Lets the navigations asked for before the router listened go on (src/app/routing). */
let releaseNavigations: () => void = () => undefined;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Order matters: the hold sits right on Gatsby's navigate (only moving the address waits for
  // the router); build updates record the final target of a navigation, so they wrap it next, and
  // the redirects (which may change the target) wrap around them.
  releaseNavigations = holdNavigationsUntilRendered();
  installBuildUpdates();
  installClientRedirects();
  trackHistoryPops();
  // No icon loader here: public pages draw inline SVG (src/ui/Icon); the app's root store points
  // the app's icons at our API before any is drawn (src/app/browserApp.ts).
};

/**
 * A referral link (`?ref=` on any page): the click is recorded and the code kept for the sign-up.
 * Its module is loaded only then, so other visits carry none of it.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // The app announces its pages after a client navigation (src/app/RouteAnnouncer.tsx).
  noteRouteUpdate(prevLocation);
  if (!new URLSearchParams(location.search).has(REFERRAL_QUERY_PARAM)) return;
  void import('./src/features/affiliate/referralCapture').then(({ captureReferralInBrowser }) =>
    captureReferralInBrowser(location),
  );
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // The router's history listener is in place now (its effect ran before this one).
  releaseNavigations();
  noteDocumentHydrated();
  void redirectCurrentPage();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps,
}) => {
  const { location } = routerProps;
  // reach-router's locations carry the history key; the DOM Location type does not know it.
  const { key } = location as { key?: unknown };
  const action = historyActionOf({ key: typeof key === 'string' ? key : undefined });
  return applyScrollDecision(scrollDecision(prevRouterProps?.location, { ...location, action }));
};
