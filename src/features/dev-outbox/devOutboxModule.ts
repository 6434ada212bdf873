import { defineWebFeature } from '../../app/core/webFeature';
import { createDevOutboxApi } from './devOutboxApi';
import { DEV_OUTBOX_ROUTES } from './devOutboxRoutes';

/** The demo's outbox: the e-mails and texts the API would have sent. */
export const devOutboxModule = defineWebFeature({
  name: 'dev-outbox',
  routes: DEV_OUTBOX_ROUTES,
  apis: (http) => ({ devOutbox: createDevOutboxApi(http) }),
});
