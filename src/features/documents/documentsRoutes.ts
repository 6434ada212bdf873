import type { AppRoute } from '../../app/routeTypes';
import { ResultsAndReferralsScreen } from './ResultsAndReferralsScreen';

/** Lab results and referral letters of the current pet (spec.md section 2, signed in). */
export const DOCUMENTS_ROUTES: readonly AppRoute[] = [
  {
    name: 'results-and-referrals',
    path: '/results-and-referrals',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'documents.heading',
    component: ResultsAndReferralsScreen,
  },
];
