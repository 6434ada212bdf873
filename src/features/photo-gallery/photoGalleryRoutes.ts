import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Album ids are opaque; anything else in that segment is not an album of ours. */
const ALBUM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The current pet's albums and one album (spec.md section 2, signed in). */
export const PHOTO_GALLERY_ROUTES: readonly AppRoute[] = [
  {
    name: 'photo-gallery',
    path: '/photo-gallery',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'gallery.heading',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-photo-gallery" */ './PhotoGalleryScreen'),
      'PhotoGalleryScreen',
    ),
  },
  {
    name: 'photo-gallery-album',
    path: '/photo-gallery/:id',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'gallery.albumPageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-photo-gallery" */ './AlbumScreen'),
      'AlbumScreen',
    ),
    validate: ({ id }) => ALBUM_ID.test(id ?? ''),
  },
];
