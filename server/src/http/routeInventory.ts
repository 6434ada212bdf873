// Every route the app registers, as fastify adds it (an onRoute hook on the root instance, so
// routes of every plugin are seen), with the access rule the route declares (routeAccess.ts).
// The role matrix test (auth/accessRules.test.ts) walks this list, so a route cannot be added
// without a rule of who may call it; the OpenAPI document reads the rules from it.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { Access } from './routeAccess';

export interface RouteEntry {
  /** One method, or `ALL` for a route registered for every method (`api.all`). */
  method: string;
  /** The full path in fastify's syntax: `/api/keeper/pets/:id`. */
  url: string;
  /** The route's schemas (params, querystring, body, headers, consumes), as registered. */
  schema?: FastifySchema & { consumes?: readonly string[]; hide?: boolean };
  /** Who may call it, as the route declares in `config.access`; undefined: it declares none. */
  access?: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered so far (filled by the onRoute hook of collectRoutes). */
    routeInventory: readonly RouteEntry[];
  }
}

/** fastify's `all` registers the route for this many methods or more. */
const ALL_METHODS_AT_LEAST = 8;

function entriesOf(route: RouteOptions): RouteEntry[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const { schema, config } = route;
  const access = config?.access;
  if (methods.length >= ALL_METHODS_AT_LEAST) {
    return [{ method: 'ALL', url: route.url, schema, access }];
  }
  return methods.map((method) => ({
    method: method.toUpperCase(),
    url: route.url,
    schema,
    access,
  }));
}

/**
 * The rule a route declares (a HEAD route follows its GET); undefined for a route that declares
 * none or is not registered.
 */
export function accessRuleOf(
  routes: readonly RouteEntry[],
  method: string,
  url: string,
): Access | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes.find((route) => route.method === wanted && route.url === url)?.access;
}

/** Starts collecting: call before any plugin registers routes. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    routes.push(...entriesOf(route));
  });
}
