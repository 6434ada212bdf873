// How stored redirects compare paths: one normal form for what editors type and what browsers
// request, so '/old', '/old/' and '/%6Fld/' are the same source.

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * '/old' → '/old/', '/a//b/' → '/a/b/', '/%E3%83%8B/' → '/ニ/'. Files keep their name
 * ('/feed.xml'), matching the site's trailing-slash-always URLs.
 */
export function normalisePath(path: string): string {
  const decoded = safeDecode(path).replace(/\/{2,}/g, '/');
  const trimmed = decoded.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  const last = trimmed.split('/').pop() ?? '';
  return last.includes('.') ? trimmed : `${trimmed}/`;
}

export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** The path part of a site target, normalised: '/new?x=1#h' → '/new/'. */
export function targetPath(target: string): string {
  return normalisePath(target.split(/[?#]/)[0] ?? '/');
}

/**
 * The Location to send: the request's query goes along unless the target brings its own; the
 * hash never reaches a server, and browsers keep it across a redirect without one.
 */
export function withRequestQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  const hashAt = target.indexOf('#');
  const base = hashAt >= 0 ? target.slice(0, hashAt) : target;
  const hash = hashAt >= 0 ? target.slice(hashAt) : '';
  if (base.includes('?')) return target;
  return `${base}${search}${hash}`;
}
