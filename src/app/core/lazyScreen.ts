import { createElement, type ComponentType, type FunctionComponent } from 'react';
import type { RouteScreenProps } from './routeTypes';

type Screen = ComponentType<RouteScreenProps>;

/** A route's screen whose code is a chunk of its own, fetched when the route is first opened. */
export interface LazyScreen extends FunctionComponent<RouteScreenProps> {
  /** Fetches the screen's code (once; again after a failure). RouteGate awaits it. */
  load: () => Promise<void>;
}

/**
 * `lazyScreen(() => import('./PetsScreen'), 'PetsScreen')`: the route table names the screen
 * without importing it, so an app area downloads only the screens it opens. RouteGate loads the
 * screen while the navigation pipeline runs and shows it once both are done; rendered before
 * that, the screen suspends (a Suspense boundary shows the loading state).
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, Screen>>,
  name: Name,
): LazyScreen {
  let loaded: Screen | null = null;
  let pending: Promise<void> | null = null;
  const ensureLoaded = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const LazyRouteScreen = ((props: RouteScreenProps) => {
    if (!loaded) throw ensureLoaded();
    return createElement(loaded, props);
  }) as LazyScreen;
  LazyRouteScreen.displayName = `Lazy(${name})`;
  LazyRouteScreen.load = ensureLoaded;
  return LazyRouteScreen;
}

/** Fetches a route's screen code when it is a lazy one; resolves at once otherwise. */
export function preloadScreen(component: Screen): Promise<void> {
  const load = (component as Partial<LazyScreen>).load;
  return typeof load === 'function' ? load() : Promise.resolve();
}
