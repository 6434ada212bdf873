import type { AppRoute } from '../../app/routeTypes';
import { DashboardScreen } from './DashboardScreen';
import { InformationScreen } from './InformationScreen';

/** The current pet at a glance and its profile (spec.md section 2, signed in). */
export const PET_PROFILE_ROUTES: readonly AppRoute[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'petProfile.dashboard.title',
    component: DashboardScreen,
  },
  {
    name: 'information',
    path: '/information',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'petProfile.info.pageTitle',
    component: InformationScreen,
  },
];
