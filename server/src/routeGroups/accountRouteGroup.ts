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
  paths: [
    '/api/account/billing-data',
    '/api/account/preferences',
    '/api/account/profile',
    '/api/admin/care-items',
    '/api/admin/care-items/{id}',
    '/api/admin/care-items/{id}/publish',
    '/api/admin/care-items/{id}/unpublish',
    '/api/admin/cities',
    '/api/admin/cities/{id}',
    '/api/admin/cities/{id}/publish',
    '/api/admin/cities/{id}/unpublish',
    '/api/admin/faq',
    '/api/admin/faq/{id}',
    '/api/admin/faq/{id}/publish',
    '/api/admin/faq/{id}/unpublish',
    '/api/admin/news',
    '/api/admin/news/{id}',
    '/api/admin/news/{id}/publish',
    '/api/admin/news/{id}/unpublish',
    '/api/admin/pages',
    '/api/admin/pages/{id}',
    '/api/admin/pages/{id}/publish',
    '/api/admin/pages/{id}/unpublish',
    '/api/admin/promo-packs',
    '/api/admin/promo-packs/{id}',
    '/api/admin/promo-packs/{id}/publish',
    '/api/admin/promo-packs/{id}/unpublish',
    '/api/auth/providers',
    '/api/auth/{provider}',
    '/api/auth/{provider}/callback',
    '/api/dev/outbox',
    '/api/dev/sms-outbox',
    '/api/keeper/register',
    '/api/login',
    '/api/logout',
    '/api/recover-password',
    '/api/reset-password',
    '/api/send-verification-sms',
    '/api/user',
    '/api/verify-phone-number',
  ],
  japanese: accountJapanese,
  api: accountRouteGroup,
  // A site path: providers answering with response_mode=form_post (Apple) POST to the callback.
  site: async (site, { config }) => {
    await site.register(oidcFormPostRoutes, { config });
  },
};
