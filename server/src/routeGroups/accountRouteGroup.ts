// The account side of the API: sign-in and sign-up, password reset, provider sign-in, phone
// verification, the account, admin content publishing, and the local outbox viewers.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../account/accountRoutes';
import { phoneVerificationRoutes } from '../account/phoneVerificationRoutes';
import { adminContentRoutes } from '../admin-content/adminContentRoutes';
import { authRoutes } from '../auth/authRoutes';
import { oidcRoutes } from '../auth/oidc/oidcRoutes';
import { passwordResetRoutes } from '../auth/passwordResetRoutes';
import { devOutboxRoutes } from '../mail/devOutboxRoutes';
import { devSmsOutboxRoutes } from '../sms/devSmsOutboxRoutes';
import { oidcFormPostRoutes } from '../auth/oidc/oidcFormPostRoutes';
import type { ServerCapability, SharedServices } from '../http/capability';
import { accountJapanese } from './accountMessages.jp';

export const accountRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { onContentChanged, ...services } = options;
  await api.register(authRoutes, services);
  await api.register(passwordResetRoutes, services);
  await api.register(oidcRoutes, services);
  await api.register(phoneVerificationRoutes, services);
  await api.register(accountRoutes, services);
  await api.register(adminContentRoutes, {
    db: services.db,
    clock: services.clock,
    onContentChanged,
  });
  if (services.mailer.keepsOutbox) {
    await api.register(devOutboxRoutes, { db: services.db });
  }
  if (services.sms.provider === 'outbox') {
    await api.register(devSmsOutboxRoutes, { db: services.db });
  }
};

export const accountCapability: ServerCapability = {
  name: 'account',
  japanese: accountJapanese,
  api: accountRouteGroup,
  // A site path: providers answering with response_mode=form_post (Apple) POST to the callback.
  site: async (site, { config }) => {
    await site.register(oidcFormPostRoutes, { config });
  },
};
