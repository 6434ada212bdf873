// Where a moved site path goes: the public lookup and the admin editor of redirects.
import type { ServerCapability } from '../http/capability';
import { redirectRoutes } from './redirectRoutes';
import { redirectsJapanese } from './redirectsMessages.jp';

export const redirectsCapability: ServerCapability = {
  name: 'redirects',
  paths: ['/api/admin/redirects', '/api/admin/redirects/{id}', '/api/route-lookup'],
  japanese: redirectsJapanese,
  api: async (api, { db }) => {
    await api.register(redirectRoutes, { db });
  },
};
