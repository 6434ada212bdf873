// Request and answer schemas of the route lookup and the editors' redirect endpoints.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PATH_LENGTH } from '../limits';
import { REDIRECT_STATUSES, type RedirectStatus as RedirectStatusCode } from '../redirectRules';
import { Data, DateTime, PaginationMeta } from './common';

// Patterns accept the empty string so that an empty field reports only "is required" (minLength).

/** A site path: one leading slash (not a protocol-relative '//host'), no query, hash or spaces. */
export const SITE_PATH_PATTERN = '^(?:/(?!/)[^\\s?#]*)?$';

/** A redirect target: a site path (with an optional query and hash) or an absolute http(s) URL. */
export const TARGET_PATTERN = '^(?:https?://[^\\s]+|/(?!/)[^\\s]*)?$';

/** The route lookup's path: a site path, query allowed. */
export const LOOKUP_PATH_PATTERN = '^(?:/(?!/)[^\\s#]*)?$';

export const RedirectStatus = Type.Unsafe<RedirectStatusCode>({
  type: 'integer',
  enum: [...REDIRECT_STATUSES],
  description: '301 moved permanently (browsers cache it), 302 found (temporary).',
});

export const RouteRedirect = Type.Object(
  {
    to: Type.String({
      description:
        'An absolute URL (the client loads the page in full) or a site path (the client ' +
        'navigates inside the app).',
    }),
    status: RedirectStatus,
  },
  { title: 'RouteRedirect' },
);
export type RouteRedirect = Static<typeof RouteRedirect>;

export const RouteLookupQuery = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: MAX_PATH_LENGTH,
    pattern: LOOKUP_PATH_PATTERN,
    description: 'The site path being visited, with its locale prefix and optional query.',
  }),
});

export const RouteLookup = Data(
  Type.Object({ redirect: Type.Union([RouteRedirect, Type.Null()]) }),
);
export type RouteLookup = Static<typeof RouteLookup>;

export const Redirect = Type.Object(
  {
    id: Type.Integer(),
    from_path: Type.String(),
    to_path: Type.String(),
    status: RedirectStatus,
    created_at: DateTime,
    updated_at: DateTime,
  },
  { title: 'Redirect' },
);
export type Redirect = Static<typeof Redirect>;

const FromPath = Type.String({
  minLength: 1,
  maxLength: MAX_PATH_LENGTH,
  pattern: SITE_PATH_PATTERN,
  description: 'Site path to redirect, with its locale prefix, e.g. /news/old-slug/.',
});
const ToPath = Type.String({
  minLength: 1,
  maxLength: MAX_PATH_LENGTH,
  pattern: TARGET_PATTERN,
  description: 'Site path (may carry a query and hash) or absolute http(s) URL.',
});

export const CreateRedirectBody = Type.Object({
  from_path: FromPath,
  to_path: ToPath,
  status: Type.Optional(RedirectStatus),
});
export type CreateRedirectBody = Static<typeof CreateRedirectBody>;

export const UpdateRedirectBody = Type.Object({
  from_path: Type.Optional(FromPath),
  to_path: Type.Optional(ToPath),
  status: Type.Optional(RedirectStatus),
});
export type UpdateRedirectBody = Static<typeof UpdateRedirectBody>;

export const RedirectList = Type.Object({ data: Type.Array(Redirect), meta: PaginationMeta });
export type RedirectList = Static<typeof RedirectList>;
