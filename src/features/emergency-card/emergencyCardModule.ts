import { defineWebFeature } from '../../app/core/webFeature';
import { EMERGENCY_CARD_ROUTES } from './emergencyCardRoutes';
import { clearOfflineCaches } from './offlineApp';

/** The pet's emergency card, kept offline by the service worker. */
export const emergencyCardModule = defineWebFeature({
  name: 'emergency-card',
  routes: EMERGENCY_CARD_ROUTES,
  // The service worker's copies (the emergency card, the app's page) go with the session.
  signOut: () => clearOfflineCaches(),
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.emergencyCard',
        to: '/my-pets/emergency-card/',
        icon: 'alert-triangle',
        sortWeight: 90,
      },
    ],
  },
});
