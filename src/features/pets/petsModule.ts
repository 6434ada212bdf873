import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { CurrentPetStore } from './CurrentPetStore';
import { GuestPetStore } from './GuestPetStore';
import { createPetsApi } from './petsApi';
import { PETS_ROUTES } from './petsRoutes';
import { PetStore } from './PetStore';

/** The keeper's pets, the current pet, and the pet a guest describes before signing up. */
export const petsModule = defineWebFeature({
  name: 'pets',
  routes: PETS_ROUTES,
  apis: (http) => ({ pets: createPetsApi(http) }),
  stores: {
    pets: {
      create: ({ root }: StoreContext): PetStore => new PetStore(root.api.pets),
      clear: (pets) => pets.clear(),
    },
    currentPet: {
      create: ({ options }: StoreContext): CurrentPetStore => new CurrentPetStore(options.cookies),
      clear: (currentPet) => currentPet.clear(),
    },
    guestPet: {
      create: (): GuestPetStore => new GuestPetStore(),
      clear: (guestPet) => guestPet.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.addPet',
        to: '/my-pets/create/',
        icon: 'heart',
        sortWeight: 80,
      },
    ],
  },
});
