// A keeper's own data: "download my data" and "delete my account", and the scheduled
// erasure of accounts whose grace period is over (server/src/keeper-data/README.md).
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../http/clock';
import type { RateLimiter } from '../http/rateLimiter';
import type { Config } from '../config';
import type { Database } from '../db/openDatabase';
import type { ScheduledJob } from '../jobs/JobRunner';
import { AccountDeletionService } from '../keeper-data/accountDeletionService';
import { DataExportService } from '../keeper-data/dataExportService';
import { erasureJob } from '../keeper-data/erasureJob';
import { keeperDataRoutes } from '../keeper-data/keeperDataRoutes';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications/notificationService';
import { FileUrlSigner } from '../pet-files/fileUrlSigner';
import { PetFileService } from '../pet-files/petFileService';
import { createFileStorage } from '../storage/storageConfig';

export interface KeeperDataRouteGroupOptions {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  notifications: NotificationService;
  limiter: RateLimiter;
  /** The signed-in pet keeper guard. */
  keeper: preHandlerAsyncHookHandler;
  scheduledJobs: ScheduledJob[];
}

export const keeperDataRouteGroup: FastifyPluginAsync<KeeperDataRouteGroupOptions> = async (
  api,
  options,
) => {
  const { db, clock, config, mailer, notifications, limiter, keeper, scheduledJobs } = options;

  const storage = createFileStorage(config.files.storage);
  const files = new PetFileService({
    db,
    storage,
    signer: new FileUrlSigner(config.files.urlSecret, clock),
    clock,
  });
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
