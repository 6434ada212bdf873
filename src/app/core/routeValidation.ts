// Route parameters are checked before a page uses them; a failure is the fatal 404 of spec.md:
// 'Page Not Found: {path}' (error catalogue, "route validation").

export type ParamRule = RegExp | ((value: string) => boolean);

/** The shapes of the spec's route parameters (section 3, "Route-parameter entities"). */
export const PARAM_RULES = {
  /** News, FAQ, city, care item and promo pack slugs (the API's slug rule). */
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** Pet thread and photo gallery ids: positive integers that fit the database. */
  id: (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647,
  /** /error/{code}: an HTTP error status. */
  errorCode: (value: string) => /^[45]\d\d$/.test(value),
  /** Third-party sign-in provider names. */
  provider: /^[a-z][a-z0-9-]{0,39}$/,
  /** Password reset tokens. */
  token: /^[A-Za-z0-9._~-]{16,512}$/,
} satisfies Record<string, ParamRule>;

export function routeNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The error catalogue's other 404: a path no route matches (spec.md section 8). */
export function unknownPageMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Why a page is a 404, and for which path: the error screen says it in the page's language. */
export interface NotFoundCause {
  reason: 'invalid-route' | 'unknown-page';
  path: string;
}

/** The cause's message as the error catalogue writes it (logs, and bots' only trace). */
export function notFoundMessage(cause: NotFoundCause): string {
  return cause.reason === 'invalid-route'
    ? routeNotFoundMessage(cause.path)
    : unknownPageMessage(cause.path);
}

/**
 * The history state that carries an unknown page's path to /error/404 (the address bar then shows
 * /error/404, so the path would otherwise be lost).
 */
export interface NotFoundState {
  notFoundPath?: unknown;
}

/** The unknown page's path a navigation to /error/404 carried, if any. */
export function notFoundPathFrom(state: unknown): string | null {
  const path = (state as NotFoundState | null | undefined)?.notFoundPath;
  return typeof path === 'string' && path.startsWith('/') ? path : null;
}

/** The fatal error a page raises (or renders) when its route parameters are invalid. */
export class RouteNotFoundError extends Error {
  override name = 'RouteNotFoundError';
  readonly statusCode = 404;
  readonly fatal = true;

  constructor(readonly path: string) {
    super(routeNotFoundMessage(path));
  }
}

function passes(rule: ParamRule, value: string): boolean {
  return typeof rule === 'function' ? rule(value) : rule.test(value);
}

/**
 * Checks each named parameter against its rule; a missing parameter fails unless it is listed as
 * optional. Returns null when all pass, else the fatal error for the path.
 */
export function validateRouteParams(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  rules: Readonly<Record<string, ParamRule>>,
  optional: readonly string[] = [],
): RouteNotFoundError | null {
  for (const [name, rule] of Object.entries(rules)) {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional.includes(name)) continue;
      return new RouteNotFoundError(path);
    }
    if (!passes(rule, value)) return new RouteNotFoundError(path);
  }
  return null;
}
