import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createPetProfileApi } from './petProfileApi';
import { PET_PROFILE_ROUTES } from './petProfileRoutes';
import { PetProfileStore } from './PetProfileStore';

/** The pet's overview and information; owns the pet profile's sidebar group. */
export const petProfileModule = defineWebFeature({
  name: 'pet-profile',
  routes: PET_PROFILE_ROUTES,
  apis: (http) => ({ petProfile: createPetProfileApi(http) }),
  stores: {
    petProfile: {
      // Every fresh copy of a pet the API sends goes into the list; the current pet follows it.
      create: ({ root }: StoreContext): PetProfileStore =>
        new PetProfileStore(root.api.petProfile, { onPet: (pet) => root.pets.merge(pet) }),
      clear: (petProfile) => petProfile.clear(),
    },
  },
  sidebar: {
    items: [
      {
        id: 'petProfile',
        title: 'shell.items.petProfile',
        activePath: '/pet-profile',
        // The pet profile opens on its overview; its other pages are the sub-sidebar's links.
        to: '/dashboard/',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'petProfile',
        icon: 'heart',
        roles: ['pet-keeper'],
        sortWeight: 30,
      },
    ],
    groups: [{ id: 'petProfile', title: 'shell.subSidebars.petProfile' }],
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.dashboard',
        to: '/dashboard/',
        icon: 'heart',
        sortWeight: 10,
      },
      {
        group: 'petProfile',
        title: 'shell.links.information',
        to: '/information/',
        icon: 'info',
        sortWeight: 20,
      },
    ],
  },
});
