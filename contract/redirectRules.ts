// The site's fixed redirect rules (spec.md section 2, "Redirects and fallbacks"), as one pure
// module shared by the server (real HTTP redirects on first load), the browser (client navigation)
// and the build (the static host's _redirects file). See src/app/routing/README.md.
import { localeFromPath } from './localeFromPath';
import { localePath, SYSTEM_LOCALES, type Locale } from './locales';

export type RedirectRuleName = 'ja-to-jp' | 'ai-assistance' | 'retired-product' | 'system-locale';

/** 301 for moves that will never change back; 302 where the target may change later. */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export interface RedirectDecision {
  /** Site path with the original query and hash appended. */
  to: string;
  status: RedirectStatus;
  /** The first rule that matched (the target may have gone through later rules too). */
  rule: RedirectRuleName;
}

export interface UrlParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The old AI pages, matched without their locale prefix (spec.md: "locale prefix ignored"). */
export const AI_ASSISTANCE_TARGETS: Readonly<Record<string, string>> = {
  '/ai-assistance/symptom-checker': '/si/',
  '/ai-assistance/image-analysis': '/si/image-analysis/',
  '/ai-assistance/image-analysis/new': '/si/image-analysis/new/',
};

export const RETIRED_PRODUCT_PATH = '/pet-accessories/custom-engraved-pet-products';

/** The page families that exist in every locale; everything else exists in en and jp only. */
export const LOCALISED_EVERYWHERE_PREFIX = '/news';

interface PathDecision {
  path: string;
  status: RedirectStatus;
  rule: RedirectRuleName;
}

/** '/a/b/' → '/a/b'; '/' stays '/'. Rules compare paths without their trailing slash. */
function trimSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Files such as /fr/sitemap.xml are not pages: the locale rule leaves them alone. */
function isFilePath(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return last.includes('.');
}

function isNewsPath(path: string): boolean {
  return path === LOCALISED_EVERYWHERE_PREFIX || path.startsWith(`${LOCALISED_EVERYWHERE_PREFIX}/`);
}

/** The locale a redirect target is shown in: the visitor's, when it is a system locale. */
function targetLocale(locale: Locale): Locale {
  return SYSTEM_LOCALES.includes(locale) ? locale : 'en';
}

function applyOneRule(pathname: string): PathDecision | null {
  // /ja is the language code visitors guess for Japanese; our prefix is /jp.
  const ja = /^\/ja(\/.*)?$/i.exec(pathname);
  if (ja) return { path: `/jp${ja[1] ?? '/'}`, status: 301, rule: 'ja-to-jp' };

  const { locale, path } = localeFromPath(pathname);
  const bare = trimSlash(path);

  const aiTarget = AI_ASSISTANCE_TARGETS[bare];
  if (aiTarget) {
    return { path: localePath(targetLocale(locale), aiTarget), status: 301, rule: 'ai-assistance' };
  }
  if (bare === RETIRED_PRODUCT_PATH) {
    return { path: localePath(targetLocale(locale), '/'), status: 301, rule: 'retired-product' };
  }
  if (!SYSTEM_LOCALES.includes(locale) && !isNewsPath(bare) && !isFilePath(path)) {
    // 302: a locale may get its own pages one day, and browsers cache a 301 for good.
    return { path, status: 302, rule: 'system-locale' };
  }
  return null;
}

/**
 * Where a URL must go under the fixed rules, or null when it stays. Rules chain (at most a few
 * steps: /ja/ai-assistance/symptom-checker → /jp/ai-assistance/… → /jp/si/), and the answer is
 * the final target in one hop, with the query and hash kept. The status is 301 only when every
 * step was permanent.
 */
export function redirectFor({
  pathname,
  search = '',
  hash = '',
}: UrlParts): RedirectDecision | null {
  let current = pathname.startsWith('/') ? pathname : `/${pathname}`;
  let first: PathDecision | null = null;
  let status: RedirectStatus = 301;
  for (let step = 0; step < 5; step += 1) {
    const next = applyOneRule(current);
    if (!next || next.path === current) break;
    first ??= next;
    if (next.status === 302) status = 302;
    current = next.path;
  }
  if (!first) return null;
  return { to: `${current}${search}${hash}`, status, rule: first.rule };
}

/** Splits '/a/b?x=1#h' into its parts (no origin). */
export function splitUrl(url: string): Required<UrlParts> {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const search = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  const pathname = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  return { pathname: pathname || '/', search, hash };
}

/** redirectFor over a '/path?query#hash' string. */
export function redirectForUrl(url: string): RedirectDecision | null {
  return redirectFor(splitUrl(url));
}
