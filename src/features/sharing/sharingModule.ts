import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createSharingApi } from './sharingApi';
import { SHARING_ROUTES } from './sharingRoutes';
import { SharingStore } from './SharingStore';

/** Sharing a pet's record with a clinic. */
export const sharingModule = defineWebFeature({
  name: 'sharing',
  routes: SHARING_ROUTES,
  apis: (http) => ({ sharing: createSharingApi(http) }),
  stores: {
    sharing: {
      // Sharing with a clinic may make it the pet's home clinic: the pet list follows.
      create: ({ root }: StoreContext): SharingStore =>
        new SharingStore(root.api.sharing, async (petId) =>
          root.pets.merge(await root.api.pets.get(petId)),
        ),
      clear: (sharing) => sharing.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'vets.sharing.title',
        to: '/pet-profile/sharing/',
        icon: 'share',
        sortWeight: 70,
      },
    ],
  },
});
