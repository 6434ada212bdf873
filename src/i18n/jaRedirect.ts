/**
 * spec.md: "A path starting /ja goes to the same path under /jp, keeping query and hash".
 * Returns the target, or null when the path does not start with the /ja segment.
 */
export function jaRedirectTarget(pathname: string, search = '', hash = ''): string | null {
  const match = /^\/ja(\/.*)?$/i.exec(pathname);
  if (!match) return null;
  return `/jp${match[1] ?? '/'}${search}${hash}`;
}
