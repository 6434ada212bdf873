import type { RouteComponentProps } from '@reach/router';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useStores } from '../stores/StoreProvider';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { EmptyLayout } from '../ui/layouts/EmptyLayout';
import { LoadingLayout } from '../ui/layouts/LoadingLayout';
import { ScreenSkeleton } from '../ui/layouts/ScreenSkeleton';
import { documentTitle } from '../features/seo/documentTitle';
import { appAlternates } from './core/appAlternates';
import { appRoutePageName } from './core/routeNames';
import { useRouteAnnouncer } from './RouteAnnouncer';
import { notFoundMessage, type NotFoundCause } from './core/routeValidation';
import { errorPresentation } from './errors/botDetection';
import { preloadScreen } from './core/lazyScreen';
import { useAppEnvironment } from './core/AppEnvironment';
import { AppVetLayout } from './layouts/AppVetLayout';
import { DashboardLayout } from './layouts/DashboardLayout';
import { JoinAffiliateLayout } from './layouts/JoinAffiliateLayout';
import { routeParamNames } from './matchRoute';
import { performRedirect, resolveNavigation } from './navigation/resolveNavigation';
import { routeResolutionDelay } from './navigation/routeResolutionDelay';
import { showsFrameWhilePending } from './pendingFrame';
import { usePrebuiltScreen } from './prebuiltScreen';
import { useAtBuildLocation } from './BuildLocation';
import type { AppRoute, RouteScreenProps } from './core/routeTypes';

type GateState =
  | { status: 'pending' }
  | { status: 'ready' }
  | { status: 'not-found'; cause: NotFoundCause }
  | { status: 'failed'; message: string };

type Props = RouteComponentProps & { route: AppRoute } & Record<string, unknown>;

/**
 * One route of the table. On every navigation to it (path or query change) it runs the
 * navigation pipeline and the route's validation and middleware, then shows the screen in its
 * layout, or performs the redirect they asked for.
 */
export function RouteGate({ route, location, ...props }: Props) {
  const stores = useStores();
  const env = useAppEnvironment();
  // A prebuilt page (prebuiltAppPages.ts) drew this screen for a guest in its HTML: a guest sees it
  // at once again (hydration keeps what they typed) while the pipeline runs; anyone holding a
  // session waits for it like on any page, since the guard may send them on.
  const prebuilt = usePrebuiltScreen(route.path);
  const [state, setState] = useState<GateState>(() =>
    prebuilt && stores.auth.token === null ? { status: 'ready' } : { status: 'pending' },
  );
  const pathname = location?.pathname ?? '/';
  const search = location?.search ?? '';
  const hash = location?.hash ?? '';
  const params = Object.fromEntries(
    routeParamNames(route.path).map((name) => [name, String(props[name] ?? '')]),
  );
  const paramsKey = JSON.stringify(params);
  const atBuildLocation = useAtBuildLocation();

  useEffect(() => {
    // Hydrating a prebuilt screen: the visitor's address comes with the next render.
    if (atBuildLocation) return undefined;
    let current = true;
    // The screen's code loads while the pipeline runs (lazy routes); shown once both are done.
    const screenLoaded = preloadScreen(route.component);
    screenLoaded.catch(() => undefined);
    // The next paint first, at most 100 ms (spec.md section 9; not on the page's first load).
    routeResolutionDelay()
      .then(() =>
        resolveNavigation({
          stores,
          analytics: env.analytics,
          lookupRedirect: env.lookupRedirect,
          route,
          locale: env.locale,
          location: { pathname, search, hash },
          params: JSON.parse(paramsKey) as Record<string, string>,
        }),
      )
      .then(async (outcome) => {
        if (outcome.kind === 'render') await screenLoaded;
        return outcome;
      })
      .then(
        (outcome) => {
          if (!current) return;
          if (outcome.kind === 'redirect') performRedirect(outcome.target, env);
          else if (outcome.kind === 'not-found') {
            // Logged for everyone: bots see nothing else of it.
            console.warn(notFoundMessage(outcome.cause));
            setState({ status: 'not-found', cause: outcome.cause });
          } else setState({ status: 'ready' });
        },
        (error: unknown) => {
          // A broken route table (an unknown middleware name) must be loud, not a blank page.
          console.error(error);
          if (current)
            setState({
              status: 'failed',
              message: error instanceof Error ? error.message : String(error),
            });
        },
      );
    return () => {
      current = false;
    };
    // Hash changes only scroll (spec.md section 2): they do not re-run the pipeline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, paramsKey, route, stores, env, atBuildLocation]);

  // Once the page is shown: its title, then the announcement and the page view, which both read
  // it (spec.md section 9: page views named by the route, never by the path and its ids).
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const announce = useRouteAnnouncer();
  const { trackPageView } = env;
  useEffect(() => {
    if (state.status === 'pending' || atBuildLocation) return;
    const title =
      state.status === 'ready'
        ? tApp(route.title)
        : state.status === 'not-found'
          ? t('error.notFoundPageTitle')
          : t('error.title');
    document.title = documentTitle(title);
    announce(tApp('routeAnnouncer.navigatedTo', { page: title }));
    trackPageView?.({ pathname, search }, appRoutePageName(route));
  }, [state.status, pathname, search, route, t, tApp, announce, trackPageView, atBuildLocation]);

  // Scroll to the top on a new page, or to the hash anchor once the screen is shown. Not when a
  // prebuilt screen hydrates: it has been on screen, and the scroll is the visitor's by now (an
  // anchor in the address still scrolls, on the next render).
  useEffect(() => {
    if (state.status !== 'ready' || atBuildLocation) return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo?.(0, 0);
    // Not on atBuildLocation's change: its end is no new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, pathname, hash]);

  if (state.status === 'pending') {
    // The shell and the page's skeleton at once, data as it arrives (the splash only where the
    // frame could turn out to be the wrong one: see showsFrameWhilePending).
    const frame = showsFrameWhilePending(route, {
      token: stores.auth.token,
      signedIn: stores.auth.user !== null,
    });
    return frame ? inLayout(route, pathname, search, <ScreenSkeleton />, true) : <LoadingLayout />;
  }
  if (state.status === 'not-found' || state.status === 'failed') {
    return (
      <DefaultLayout alternates={appAlternates(pathname)} headerActions={<NotificationBell />}>
        {/* Errors seen by bots are only logged (spec.md section 2): they get the empty frame. */}
        {errorPresentation() === 'show' &&
          (state.status === 'not-found' ? (
            <ErrorScreen code={404} notFound={state.cause} />
          ) : (
            <ErrorScreen code={null} message={state.message} />
          ))}
      </DefaultLayout>
    );
  }

  // The prebuilt screen is the route's own (features.test.ts), without the lazy wrapper.
  const Screen = prebuilt?.Screen ?? route.component;
  const screenProps: RouteScreenProps = { params, location: { pathname, search, hash } };
  return inLayout(
    route,
    pathname,
    search,
    // A screen rendered before its code arrived suspends into the same skeleton.
    <Suspense fallback={<ScreenSkeleton />}>
      <Screen {...screenProps} />
    </Suspense>,
  );
}

/**
 * The route's layout around `content`. The same element while the navigation is pending and
 * once the screen is ready, so the shell stays mounted and only the page inside it changes.
 */
function inLayout(
  route: AppRoute,
  pathname: string,
  search: string,
  content: ReactNode,
  pending = false,
) {
  switch (route.layout) {
    case 'empty':
      return <EmptyLayout>{content}</EmptyLayout>;
    case 'vet':
      return (
        <AppVetLayout
          alternates={appAlternates(pathname, search)}
          forcedColorMode={route.forcedColorMode}
        >
          {content}
        </AppVetLayout>
      );
    case 'join-affiliate':
      return (
        <JoinAffiliateLayout forcedColorMode={route.forcedColorMode}>{content}</JoinAffiliateLayout>
      );
    case 'dashboard':
      return (
        <DashboardLayout
          options={route.dashboard}
          forcedColorMode={route.forcedColorMode}
          pagePending={pending}
        >
          {content}
        </DashboardLayout>
      );
    default:
      return (
        <DefaultLayout
          alternates={appAlternates(pathname, search)}
          forcedColorMode={route.forcedColorMode}
          headerActions={<NotificationBell />}
        >
          {content}
        </DefaultLayout>
      );
  }
}
