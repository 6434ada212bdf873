import { isSlug } from '@contract/slug';
import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

const AFFILIATE_GUARDS = ['auth', 'has-accepted-affiliate-program-rules'] as const;

/**
 * The affiliate programme (spec.md section 2): joining in the join-affiliate layout (signed in),
 * the affiliate's pages behind the has-accepted-affiliate-program-rules guard, and the payout
 * details under the settings.
 */
export const AFFILIATE_ROUTES: readonly AppRoute[] = [
  {
    name: 'affiliate-program-join',
    path: '/affiliate-program/join',
    layout: 'join-affiliate',
    middleware: ['auth'],
    title: 'affiliate.join.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './JoinScreen'),
      'JoinScreen',
    ),
  },
  {
    name: 'affiliate-program-join-how-it-works',
    path: '/affiliate-program/join/how-it-works',
    layout: 'join-affiliate',
    middleware: ['auth'],
    title: 'affiliate.how.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './HowItWorksScreen'),
      'HowItWorksScreen',
    ),
  },
  {
    name: 'affiliate-program-dashboard',
    path: '/affiliate-program/dashboard',
    layout: 'dashboard',
    middleware: AFFILIATE_GUARDS,
    title: 'affiliate.dashboard.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './AffiliateDashboardScreen'),
      'AffiliateDashboardScreen',
    ),
  },
  {
    name: 'affiliate-program-program-rules',
    path: '/affiliate-program/program-rules',
    layout: 'dashboard',
    middleware: AFFILIATE_GUARDS,
    title: 'affiliate.rules.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './ProgramRulesScreen'),
      'ProgramRulesScreen',
    ),
  },
  {
    name: 'affiliate-program-promo-pack',
    path: '/affiliate-program/promo-pack',
    layout: 'dashboard',
    middleware: AFFILIATE_GUARDS,
    title: 'affiliate.packs.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './PromoPacksScreen'),
      'PromoPacksScreen',
    ),
  },
  {
    name: 'affiliate-program-promo-pack-slug',
    path: '/affiliate-program/promo-pack/:slug',
    layout: 'dashboard',
    middleware: AFFILIATE_GUARDS,
    title: 'affiliate.packs.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './PromoPackScreen'),
      'PromoPackScreen',
    ),
    validate: ({ slug }) => isSlug(slug ?? ''),
  },
  {
    name: 'settings-affiliate-program',
    path: '/settings/affiliate-program',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'affiliate.payout.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-affiliate" */ './PayoutSettingsScreen'),
      'PayoutSettingsScreen',
    ),
  },
];
