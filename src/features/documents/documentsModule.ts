import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { DocumentStore } from './DocumentStore';
import { createDocumentsApi } from './documentsApi';
import { DOCUMENTS_ROUTES } from './documentsRoutes';

/** The pet's results and referrals (documents). */
export const documentsModule = defineWebFeature({
  name: 'documents',
  routes: DOCUMENTS_ROUTES,
  apis: (http) => ({ documents: createDocumentsApi(http) }),
  stores: {
    documents: {
      create: ({ root }: StoreContext): DocumentStore => new DocumentStore(root.api.documents),
      clear: (documents) => documents.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'shell.links.results',
        to: '/results-and-referrals/',
        icon: 'file-text',
        sortWeight: 60,
      },
    ],
  },
});
