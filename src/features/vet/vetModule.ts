import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createVetApi } from './vetApi';
import { VET_ROUTES } from './vetRoutes';
import { VetStore } from './VetStore';

/** The vet area: the pets keepers share with the vet's clinic. */
export const vetModule = defineWebFeature({
  name: 'vet',
  routes: VET_ROUTES,
  apis: (http) => ({ vet: createVetApi(http) }),
  stores: {
    vet: {
      create: ({ root }: StoreContext): VetStore => new VetStore(root.api.vet),
      clear: (vet) => vet.clear(),
    },
  },
  sidebar: {
    items: [
      {
        // In the vet layout: the pets keepers share with the vet's clinic.
        id: 'vetPatients',
        title: 'vets.area.patients',
        activePath: '/vet/patients',
        to: '/vet/patients/',
        middleware: ['auth'],
        icon: 'stethoscope',
        roles: ['vet'],
        sortWeight: 40,
      },
    ],
  },
});
