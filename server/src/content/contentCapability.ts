// Public content the site is built from: news, FAQ, cities, pages, the home page, locales.
import type { ServerCapability } from '../http/capability';
import { contentRoutes } from './contentRoutes';
import { contentJapanese } from './contentMessages.jp';

export const contentCapability: ServerCapability = {
  name: 'content',
  paths: [
    '/api/cities',
    '/api/cities/{citySlug}',
    '/api/cities/{citySlug}/care/{slug}',
    '/api/content/fingerprint',
    '/api/content/images',
    '/api/faq',
    '/api/faq/{slug}',
    '/api/home',
    '/api/locales',
    '/api/news',
    '/api/news/{slug}',
    '/api/pages/{slug}',
  ],
  japanese: contentJapanese,
  api: async (api, { db, config }) => {
    await api.register(contentRoutes, { db, operator: config.operator });
  },
};
