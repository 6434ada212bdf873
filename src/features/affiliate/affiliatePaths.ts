// The affiliate programme's pages (unprefixed; localise with localePath / nav.pathTo).
export { AFFILIATE_DASHBOARD_PATH, AFFILIATE_JOIN_PATH } from '../../app/core/appPaths';
export const HOW_IT_WORKS_PATH = '/affiliate-program/join/how-it-works/';
export const PROGRAM_RULES_PATH = '/affiliate-program/program-rules/';
export const PROMO_PACKS_PATH = '/affiliate-program/promo-pack/';
export const PAYOUT_SETTINGS_PATH = '/settings/affiliate-program/';

export function promoPackPath(slug: string): string {
  return `${PROMO_PACKS_PATH}${encodeURIComponent(slug)}/`;
}
