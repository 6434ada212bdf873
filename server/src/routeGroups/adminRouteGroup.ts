// The admin console's own routes: the audit log, user management and the content
// pictures. Content editing itself is admin-content/adminContentRoutes.ts (in accountRouteGroup), the
// redirects redirects/, affiliate decisions and refunds their features' routes; each writes its
// audit entry through admin-audit/auditLog.ts in the transaction of its change.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from '../admin-audit/auditRoutes';
import { contentImageRoutes } from '../admin-content/contentImageRoutes';
import { AdminUserService } from '../admin-users/adminUserService';
import { adminUserRoutes } from '../admin-users/adminUserRoutes';
import { userChannel } from '../realtime/channelNames';
import { createFileStorage } from '../storage/storageConfig';
import type { ServerCapability, SharedServices } from '../http/capability';
import { adminJapanese } from './adminMessages.jp';

/** The event a disabled user's open tabs hear before their connection is closed. */
export const ACCOUNT_DISABLED_EVENT = 'account.disabled';

export const adminRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, broadcaster } = options;
  await api.register(multipart);

  const users = new AdminUserService({
    db,
    clock,
    sessions: {
      // After the commit: the tokens are already revoked; the open tabs are told (they sign out
      // at once with a message) and the realtime connections closed.
      endSessions: (publicId) => {
        void (async () => {
          await broadcaster.trigger(userChannel(publicId), ACCOUNT_DISABLED_EVENT, {});
          await broadcaster.terminateUser(publicId);
        })();
      },
    },
  });
  await api.register(auditRoutes, { db });
  await api.register(adminUserRoutes, { users });
  await api.register(contentImageRoutes, {
    db,
    storage: createFileStorage(config.files.storage),
  });
};

export const adminCapability: ServerCapability = {
  name: 'admin',
  paths: [
    '/api/admin/audit-log',
    '/api/admin/content-images',
    '/api/admin/users',
    '/api/admin/users/{id}',
    '/api/admin/users/{id}/disable',
    '/api/admin/users/{id}/enable',
    '/api/admin/users/{id}/roles/admin',
    '/api/content-images/{id}/{file}',
  ],
  japanese: adminJapanese,
  api: adminRouteGroup,
};
