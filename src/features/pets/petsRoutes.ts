import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Adding a pet (spec.md section 2): as a guest (no guard), or signed in. */
export const PETS_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-add-new-pet',
    path: '/my-pets/add-new-pet',
    layout: 'empty',
    middleware: [],
    title: 'pets.guest.pageTitle',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-pets" */ './AddNewPetScreen'),
      'AddNewPetScreen',
    ),
  },
  {
    // spec.md: only the clear-chat-messages guard is shown; the screen needs a keeper, so the
    // sign-in guard goes first. The layout keeps it from overflowing (NO_OVERFLOW_PATHS).
    name: 'my-pets-create',
    path: '/my-pets/create',
    layout: 'dashboard',
    middleware: ['auth', 'clear-chat-messages'],
    title: 'pets.create.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-pets" */ './CreatePetScreen'),
      'CreatePetScreen',
    ),
  },
];
