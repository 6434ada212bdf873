import { defineWebFeature } from '../../app/core/webFeature';
import { ASK_VET_ROUTES } from './askVetRoutes';

/** "Ask my vet": conversations keepers sent to the vet's clinic, answered in the vet area. */
export const askVetModule = defineWebFeature({
  name: 'ask-vet',
  routes: ASK_VET_ROUTES,
  sidebar: {
    items: [
      {
        id: 'vetQuestions',
        title: 'askVet.queue.title',
        activePath: '/vet/questions',
        to: '/vet/questions/',
        middleware: ['auth'],
        icon: 'mail',
        roles: ['vet'],
        sortWeight: 50,
      },
    ],
  },
});
