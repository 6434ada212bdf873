import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** "Ask my vet" in the vet area: the questions from keepers, and one question. */
export const ASK_VET_ROUTES: readonly AppRoute[] = [
  {
    name: 'vet-questions',
    path: '/vet/questions',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'askVet.queue.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-vet" */ './VetQuestionsScreen'),
      'VetQuestionsScreen',
    ),
  },
  {
    name: 'vet-question',
    path: '/vet/questions/:id',
    layout: 'vet',
    middleware: ['auth', 'role'],
    roles: ['vet'],
    title: 'askVet.vet.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-vet" */ './VetQuestionScreen'),
      'VetQuestionScreen',
    ),
  },
];
