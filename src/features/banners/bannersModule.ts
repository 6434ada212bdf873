import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { BannerStore } from './BannerStore';

/** The banners over the app's pages, chosen from the user, the pets and the current pet. */
export const bannersModule = defineWebFeature({
  name: 'banners',
  stores: {
    banners: {
      create: ({ root }: StoreContext): BannerStore =>
        new BannerStore(() => ({
          user: root.auth.user,
          pets: root.pets.pets,
          currentPet: root.currentPet.pet,
        })),
      clear: () => undefined,
      holdsNoUserData:
        "a dismissal counter; the dismissals themselves are kept per user in the browser's storage",
    },
  },
});
