import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** The current pet at a glance and its profile (spec.md section 2, signed in). */
export const PET_PROFILE_ROUTES: readonly AppRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'petProfile.dashboard.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-pet-profile" */ './DashboardScreen'),
      'DashboardScreen',
    ),
  },
  {
    name: 'information',
    path: '/information',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'petProfile.info.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-pet-profile" */ './InformationScreen'),
      'InformationScreen',
    ),
  },
];
