import { Text } from '@chakra-ui/react';
import type { RouteComponentProps } from '@reach/router';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useStores } from '../stores/StoreProvider';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { EmptyLayout } from '../ui/layouts/EmptyLayout';
import { LoadingLayout } from '../ui/layouts/LoadingLayout';
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
  const [state, setState] = useState<GateState>({ status: 'pending' });
  const pathname = location?.pathname ?? '/';
  const search = location?.search ?? '';
  const hash = location?.hash ?? '';
  const params = Object.fromEntries(
    routeParamNames(route.path).map((name) => [name, String(props[name] ?? '')]),
  );
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
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
  }, [pathname, search, paramsKey, route, stores, env]);

  // Once the page is shown: its title, then the announcement and the page view, which both read
  // it (spec.md section 9: page views named by the route, never by the path and its ids).
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const announce = useRouteAnnouncer();
  const { trackPageView } = env;
  useEffect(() => {
    if (state.status === 'pending') return;
    const title =
      state.status === 'ready'
        ? tApp(route.title)
        : state.status === 'not-found'
          ? t('error.notFoundPageTitle')
          : t('error.title');
    document.title = documentTitle(title);
    announce(tApp('routeAnnouncer.navigatedTo', { page: title }));
    trackPageView?.({ pathname, search }, appRoutePageName(route));
  }, [state.status, pathname, search, route, t, tApp, announce, trackPageView]);

  // Scroll to the top on a new page, or to the hash anchor once the screen is shown.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo?.(0, 0);
  }, [state.status, pathname, hash]);

  if (state.status === 'pending') return <LoadingLayout />;
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

  const Screen = route.component;
  const screenProps: RouteScreenProps = { params, location: { pathname, search, hash } };
  const screen = (
    <Suspense fallback={<ScreenLoading />}>
      <Screen {...screenProps} />
    </Suspense>
  );
  switch (route.layout) {
    case 'empty':
      return <EmptyLayout>{screen}</EmptyLayout>;
    case 'vet':
      return (
        <AppVetLayout
          alternates={appAlternates(pathname, search)}
          forcedColorMode={route.forcedColorMode}
        >
          {screen}
        </AppVetLayout>
      );
    case 'join-affiliate':
      return (
        <JoinAffiliateLayout forcedColorMode={route.forcedColorMode}>{screen}</JoinAffiliateLayout>
      );
    case 'dashboard':
      return (
        <DashboardLayout options={route.dashboard} forcedColorMode={route.forcedColorMode}>
          {screen}
        </DashboardLayout>
      );
    default:
      return (
        <DefaultLayout
          alternates={appAlternates(pathname, search)}
          forcedColorMode={route.forcedColorMode}
          headerActions={<NotificationBell />}
        >
          {screen}
        </DefaultLayout>
      );
  }
}

/** Inside the layout, while a screen's code arrives (only when it was not loaded beforehand). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Text role="status" color="fg.muted" p="6">
      {t('loading.label')}
    </Text>
  );
}
