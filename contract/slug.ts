// URL slugs of public content: lower-case ASCII words joined by single hyphens, so every URL is
// stable and readable in any locale (Japanese content uses romanised slugs).
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 200;

const SLUG_RE = new RegExp(SLUG_PATTERN);

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_RE.test(value);
}
