import { Router, type RouteComponentProps } from '@reach/router';
import { useEffect, type ReactNode } from 'react';
import { localePath } from '@contract/locales';
import { LoadingLayout } from '../ui/layouts/LoadingLayout';
import { errorPagePath } from './core/appPaths';
import { useAppEnvironment } from './core/AppEnvironment';
import type { NotFoundState } from './core/routeValidation';
import { RouteGate } from './RouteGate';
import type { AppRoute } from './core/routeTypes';

/**
 * Unmatched app paths go to /error/404 (spec.md section 2), in the current locale, carrying the
 * path so the error page can say 'Page not found: {path}' (spec.md section 8).
 */
function UnknownRoute({ location }: RouteComponentProps) {
  const env = useAppEnvironment();
  const pathname = location?.pathname ?? null;
  useEffect(() => {
    const state: NotFoundState = { notFoundPath: pathname ?? undefined };
    void env.navigate(errorPagePath(env.locale, 404), { replace: true, state });
  }, [env, pathname]);
  return <LoadingLayout />;
}

function Passthrough({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** The route table under the locale's prefix: /auth/login in English, /jp/auth/login in Japanese. */
export function AppRouter({ routes }: { routes: readonly AppRoute[] }) {
  const { locale } = useAppEnvironment();
  // '/' or '/jp' (reach-router needs a string: an undefined prop would hide its default).
  const basepath = localePath(locale, '/').replace(/(.)\/$/, '$1');
  return (
    <Router basepath={basepath} primary={false} component={Passthrough}>
      {routes.map((route) => (
        <RouteGate key={route.name} path={route.path} route={route} />
      ))}
      <UnknownRoute default />
    </Router>
  );
}
