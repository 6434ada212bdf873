// Public content the site is built from: news, FAQ, cities, pages, the home page, locales.
import type { ServerCapability } from '../http/capability';
import { contentRoutes } from './contentRoutes';

export const contentCapability: ServerCapability = {
  name: 'content',
  api: async (api, { db, config }) => {
    await api.register(contentRoutes, { db, operator: config.operator });
  },
};
