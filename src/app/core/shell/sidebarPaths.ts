import { LOCALES } from '@contract/locales';

/** The locale prefixes of exactly two letters (jp, fr, pt, es): /si is a page, not a locale. */
const TWO_LETTER_PREFIXES = new Set(
  LOCALES.map((l) => l.prefix).filter((prefix) => /^[a-z]{2}$/.test(prefix)),
);

/** The path without query, hash, trailing slash and a two-letter locale prefix. */
export function sidebarPath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (!TWO_LETTER_PREFIXES.has(first)) return path;
  return path.slice(first.length + 1) || '/';
}

/** True when `pathname` is `activePath` or a page below it. */
export function matchesActivePath(pathname: string, activePath: string): boolean {
  const path = sidebarPath(pathname);
  const active = activePath.replace(/\/+$/, '') || '/';
  return path === active || path.startsWith(`${active}/`);
}
