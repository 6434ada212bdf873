import { useLayoutEffect, useMemo } from 'react';
import type { Locale } from '@contract/locales';
import { DeletionCanceledDialog } from '../features/keeper-data/DeletionCanceledDialog';
import { OfflineApp } from '../features/emergency-card/OfflineApp';
import { RealtimeConnection } from '../features/realtime/RealtimeConnection';
import type { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreProvider';
import { Toaster } from '../ui/toasts/Toaster';
import { AppEnvironmentProvider, type AppEnvironment } from './core/AppEnvironment';
import { AppRouter } from './AppRouter';
import { RouteAnnouncerProvider } from './RouteAnnouncer';
import { BuildLocation } from './BuildLocation';
import { PrebuiltScreenContext, type PrebuiltScreen } from './prebuiltScreen';
import { matchRoute } from './matchRoute';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './core/routeTypes';

export interface AppShellProps {
  locale: Locale;
  store: RootStore;
  environment: Omit<AppEnvironment, 'locale'>;
  routes?: readonly AppRoute[];
  /** The screen this page's HTML already shows (a prebuilt app page), shown at once again. */
  prebuilt?: PrebuiltScreen;
}

/** The client-only app: root store, navigation, the route table and the toasts. */
export function AppShell({
  locale,
  store,
  environment,
  routes = APP_ROUTES,
  prebuilt,
}: AppShellProps) {
  // Before any route's effects run their first request, which carries App-Language; this also
  // renews the year-long locale cookie.
  useLayoutEffect(() => {
    store.setLocale(locale);
  }, [store, locale]);
  // The sidebar only shows items whose pages exist in this route table (no link to a 404).
  useLayoutEffect(() => {
    store.sidebar.setRouteExists((path) => matchRoute(routes, path) !== null);
  }, [store, routes]);
  const env = useMemo(() => ({ ...environment, locale }), [environment, locale]);
  return (
    <StoreProvider store={store}>
      <AppEnvironmentProvider value={env}>
        <RouteAnnouncerProvider>
          {prebuilt ? (
            <PrebuiltScreenContext.Provider value={prebuilt}>
              <BuildLocation>
                <AppRouter routes={routes} />
              </BuildLocation>
            </PrebuiltScreenContext.Provider>
          ) : (
            <AppRouter routes={routes} />
          )}
        </RouteAnnouncerProvider>
        <RealtimeConnection />
        <OfflineApp />
        <DeletionCanceledDialog />
        <Toaster store={store.toasts} />
      </AppEnvironmentProvider>
    </StoreProvider>
  );
}
