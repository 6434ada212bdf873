// The pages of the journeys' build that stand for every kind of page, shared by the specs that
// read the built files (size budgets, valid HTML).
import path from 'node:path';
import { firstArticle } from '../../bench/lib/bundleWeights.mjs';

/** Where the journeys' server builds the site. */
export const BUILT_SITE_DIR = path.resolve(__dirname, '..', '..', 'public');

/** One page of each kind of static text, in English and Japanese where both exist. */
export function staticTextPages(): string[] {
  return [
    '/',
    '/jp/',
    '/news/',
    '/jp/news/',
    firstArticle(BUILT_SITE_DIR, '') ?? '/news/',
    firstArticle(BUILT_SITE_DIR, 'jp') ?? '/jp/news/',
    '/news/faq/',
    '/ambassadors/',
    '/privacy-policy/',
    '/care/',
    '/care/london/',
  ];
}
