import { localePath, SYSTEM_LOCALES } from '@contract/locales';
import { SITEMAP_INDEX_PATH } from './localeSitemaps';
import { absoluteUrl } from './siteUrl';

/**
 * Areas of the signed-in app (spec.md section 2) plus the sign-in pages: nothing there for a
 * search engine, and crawling them only produces redirects to the login page. Trailing slashes
 * matter: "/si" alone would also match "/sitemap.xml".
 */
export const PRIVATE_PREFIXES = [
  '/si/',
  '/auth/',
  '/my-pets/',
  '/pet-profile/',
  '/dashboard/',
  '/information/',
  '/pets-threads/',
  '/photo-gallery/',
  '/diet-and-healthy-plan/',
  '/results-and-referrals/',
  '/settings/',
  '/affiliate-program/',
] as const;

/** robots.txt: crawl everything public, never the API or the app, find pages via the index. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = [
    '/api/',
    ...SYSTEM_LOCALES.flatMap((locale) => PRIVATE_PREFIXES.map((p) => localePath(locale, p))),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX_PATH)}`,
    '',
  ].join('\n');
}
