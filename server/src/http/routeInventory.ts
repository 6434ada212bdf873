// Every route the app registers, as fastify adds it (an onRoute hook on the root instance, so
// routes of every plugin are seen). The role matrix test (auth/accessRules.test.ts) walks this
// list, so a route cannot be added without a rule of who may call it.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface RouteEntry {
  /** One method, or `ALL` for a route registered for every method (`api.all`). */
  method: string;
  /** The full path in fastify's syntax: `/api/keeper/pets/:id`. */
  url: string;
  /** The route's schemas (params, querystring, body, headers, consumes), as registered. */
  schema?: FastifySchema & { consumes?: readonly string[]; hide?: boolean };
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
  const schema = route.schema;
  if (methods.length >= ALL_METHODS_AT_LEAST) return [{ method: 'ALL', url: route.url, schema }];
  return methods.map((method) => ({ method: method.toUpperCase(), url: route.url, schema }));
}

/** Starts collecting: call before any plugin registers routes. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    routes.push(...entriesOf(route));
  });
}
