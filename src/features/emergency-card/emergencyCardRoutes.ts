import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';
import { PARAM_RULES } from '../../app/core/routeValidation';
import { signedInOrOffline } from './offlineApp';

const screen = lazyScreen(
  () => import(/* webpackChunkName: "app-emergency-card" */ './EmergencyCardScreen'),
  'EmergencyCardScreen',
);

/**
 * The pet's emergency card. `/my-pets/emergency-card` (the sidebar's link) leads on to the current
 * pet's `/my-pets/emergency-card/{petId}`, which needs nothing but the card's own API answer, so
 * the service worker can open it with no network.
 */
export const EMERGENCY_CARD_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-emergency-card-current',
    path: '/my-pets/emergency-card',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'emergencyCard.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-emergency-card" */ './EmergencyCardScreen'),
      'CurrentPetEmergencyCardScreen',
    ),
  },
  {
    name: 'my-pets-emergency-card',
    path: '/my-pets/emergency-card/:petId',
    layout: 'dashboard',
    middleware: [signedInOrOffline],
    validate: (params) => PARAM_RULES.id(params.petId ?? ''),
    title: 'emergencyCard.title',
    component: screen,
  },
];
