// All public content endpoints; the Gatsby build reads them to prebuild every locale's pages.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/openDatabase';
import type { OperatorConfig } from '../legal';
import { cityRoutes } from './cityRoutes';
import { contentImageRoutes } from './contentImageRoutes';
import { faqRoutes } from './faqRoutes';
import { fingerprintRoutes } from './fingerprintRoutes';
import { homeRoutes } from './homeRoutes';
import { localeRoutes } from './localeRoutes';
import { newsRoutes } from './newsRoutes';
import { pageRoutes } from './pageRoutes';

export const contentRoutes: FastifyPluginAsync<{
  db: Database;
  /** The operator's details printed on the legal pages. */
  operator: OperatorConfig;
}> = async (api, { db, operator }) => {
  await api.register(localeRoutes);
  await api.register(homeRoutes, { db });
  await api.register(newsRoutes, { db });
  await api.register(faqRoutes, { db });
  await api.register(cityRoutes, { db });
  await api.register(pageRoutes, { db, operator });
  await api.register(fingerprintRoutes, { db });
  await api.register(contentImageRoutes, { db });
};
