import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/**
 * Photo analysis (spec.md section 2, signed in). Both pages never overflow the viewport
 * (NO_OVERFLOW_PATHS of the dashboard layout); the list clears the chat's messages as the spec's
 * guard says.
 */
export const IMAGE_ANALYSIS_ROUTES: readonly AppRoute[] = [
  {
    name: 'si-image-analysis',
    path: '/si/image-analysis',
    layout: 'dashboard',
    middleware: ['auth', 'clear-chat-messages'],
    title: 'imageAnalysis.list.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-image-analysis" */ './ImageAnalysisScreen'),
      'ImageAnalysisScreen',
    ),
    dashboard: { noOverflow: true },
  },
  {
    name: 'si-image-analysis-new',
    path: '/si/image-analysis/new',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'imageAnalysis.new.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-image-analysis" */ './NewImageAnalysisScreen'),
      'NewImageAnalysisScreen',
    ),
    dashboard: { noOverflow: true },
  },
];
