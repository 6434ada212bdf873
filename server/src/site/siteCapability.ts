// The site build's state for the admin console (the build itself runs in main.ts).
import type { ServerCapability } from '../http/capability';
import { siteBuildRoutes } from './siteBuildRoutes';

export const siteCapability: ServerCapability = {
  name: 'site',
  paths: ['/api/admin/site-build'],
  api: async (api, { db }) => {
    await api.register(siteBuildRoutes, { db });
  },
};
