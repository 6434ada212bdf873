import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createGalleryApi } from './galleryApi';
import { GalleryStore } from './GalleryStore';
import { PHOTO_GALLERY_ROUTES } from './photoGalleryRoutes';

/** The pet's photo albums. */
export const photoGalleryModule = defineWebFeature({
  name: 'photo-gallery',
  routes: PHOTO_GALLERY_ROUTES,
  apis: (http) => ({ gallery: createGalleryApi(http) }),
  stores: {
    gallery: {
      create: ({ root }: StoreContext): GalleryStore => new GalleryStore(root.api.gallery),
      clear: (gallery) => gallery.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.photoGallery',
        to: '/photo-gallery/',
        icon: 'camera',
        sortWeight: 40,
      },
    ],
  },
});
