import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createVisitsApi } from './visitsApi';
import { VISITS_ROUTES } from './visitsRoutes';
import { VisitStore } from './VisitStore';

/** The pet's visits to the vet. */
export const visitsModule = defineWebFeature({
  name: 'visits',
  routes: VISITS_ROUTES,
  apis: (http) => ({ visits: createVisitsApi(http) }),
  stores: {
    visits: {
      create: ({ root }: StoreContext): VisitStore => new VisitStore(root.api.visits),
      clear: (visits) => visits.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.visits',
        to: '/pet-profile/visits/',
        icon: 'stethoscope',
        sortWeight: 30,
      },
    ],
  },
});
