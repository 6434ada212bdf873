import type { ContentKind } from './adminApi';

// The admin console's pages, unprefixed (localise with nav.pathTo).

export const ADMIN_HOME = '/admin/';
export const SITE_BUILD_PATH = '/admin/site-build/';
export const USERS_PATH = '/admin/users/';
export const AFFILIATES_PATH = '/admin/affiliates/';
export const AUDIT_LOG_PATH = '/admin/audit-log/';
export const REDIRECTS_PATH = '/admin/redirects/';

export const CONTENT_KINDS = [
  'news',
  'faq',
  'cities',
  'care-items',
  'pages',
  'promo-packs',
] as const satisfies readonly ContentKind[];

export function isContentKind(value: string | undefined): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? '');
}

export function contentListPath(kind: ContentKind, query = ''): string {
  return `/admin/content/${kind}/${query ? `?${query}` : ''}`;
}

export function contentEditPath(kind: ContentKind, id: number | 'new'): string {
  return `/admin/content/${kind}/${id}/`;
}

export function userPath(id: string): string {
  return `${USERS_PATH}${encodeURIComponent(id)}/`;
}

/** An audit log page filtered to one record's history. */
export function auditPathFor(targetType: string, targetId: string | number): string {
  const query = new URLSearchParams({ target_type: targetType, target_id: String(targetId) });
  return `${AUDIT_LOG_PATH}?${query.toString()}`;
}
