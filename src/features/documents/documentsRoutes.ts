import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Lab results and referral letters of the current pet (spec.md section 2, signed in). */
export const DOCUMENTS_ROUTES: readonly AppRoute[] = [
  {
    name: 'results-and-referrals',
    path: '/results-and-referrals',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'documents.heading',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-documents" */ './ResultsAndReferralsScreen'),
      'ResultsAndReferralsScreen',
    ),
  },
];
