/** An absolute URL on the site: the public origin (PUBLIC_URL, no trailing slash) plus a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
