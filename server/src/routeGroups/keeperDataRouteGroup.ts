// A keeper's own data: "download my data" and "delete my account", and the scheduled
// erasure of accounts whose grace period is over (server/src/keeper-data/README.md).
import type { FastifyPluginAsync } from 'fastify';
import { AccountDeletionService } from '../keeper-data/accountDeletionService';
import { DataExportService } from '../keeper-data/dataExportService';
import { erasureJob } from '../keeper-data/erasureJob';
import { keeperDataRoutes } from '../keeper-data/keeperDataRoutes';
import { configuredPetFiles } from '../pet-files/configuredPetFiles';
import type { ServerCapability, SharedServices } from '../http/capability';
import { requireRole } from '../auth/requireRole';
import { keeperDataJapanese } from './keeperDataMessages.jp';

export const keeperDataRouteGroup: FastifyPluginAsync<SharedServices> = async (api, options) => {
  const { db, clock, config, mailer, notifications, limiter, scheduledJobs } = options;
  const keeper = requireRole('pet-keeper');

  const { storage, files } = configuredPetFiles(options);
  const exports = new DataExportService({
    db,
    clock,
    linkMinutes: config.keeperData.exportLinkMinutes,
  });
  const deletions = new AccountDeletionService({
    db,
    clock,
    config,
    mailer,
    notifications,
    limiter,
  });
  await api.register(keeperDataRoutes, { keeper, exports, deletions, storage });

  scheduledJobs.push(
    erasureJob({ db, clock, purgeFiles: () => files.purgeQueued(api.log), log: api.log }),
  );
};

export const keeperDataCapability: ServerCapability = {
  name: 'keeper-data',
  paths: ['/api/account/data-export', '/api/account/data-export/{token}', '/api/account/deletion'],
  japanese: keeperDataJapanese,
  api: keeperDataRouteGroup,
};
