import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { seedDatabase } from './db/seed/seed';
import { buildApp } from './app';
import { outboxExposureWarning } from './http/loopbackOnly';
import { publicUrlWarning } from './http/publicOrigin';
import { operatorWarning } from './legal/operatorConfig';
import { registerSecurityHeaders, siteSecuritySettings } from './http/securityHeaders';
import { registerSite } from './site/registerSite';
import { precompressSite } from './site/siteCompression';
import { contentChangeHandler } from './site/contentChangeHandler';
import { contentFingerprint } from './content/contentFingerprint';
import { RebuildScheduler } from './site/rebuildScheduler';
import { hookRebuildTarget, localRebuildTarget } from './site/rebuildTargets';
import { BroadcastingSiteBuildStore } from './admin-site-build/broadcastingSiteBuildStore';
import { SiteBuilder } from './site/siteBuilder';
import { sitePaths } from './site/siteFiles';
import { sourceFingerprint } from './site/siteFingerprint';
import { printBanner } from './site/printBanner';
import { lookupRedirect } from './redirects/redirectService';
import { realtimeClientEnv } from './realtime/realtimeClientEnv';
import { JobRunner } from './jobs/JobRunner';
import { createFileStorage } from './storage/storageConfig';
import { DEFAULT_UPLOAD_TEMP_DIR } from './uploads/acceptUpload';
import { sweepStaleUploads } from './uploads/sweepStaleUploads';

// `npm start`: one process, one port — the API under /api and the built site at /.
async function main(): Promise<void> {
  const config = loadConfig();
  const rootDir = path.resolve(__dirname, '..', '..');
  const database = await openDatabase(config);
  await runMigrations(database);
  await seedDatabase(database.db, config, undefined, {
    storage: createFileStorage(config.files.storage),
  });
  // Temporary folders of uploads a crashed process left behind.
  await sweepStaleUploads(DEFAULT_UPLOAD_TEMP_DIR);

  // Publishing rebuilds the site: through BUILD_HOOK_URL in production, else the builder below
  // (the scheduler exists before the first publish can arrive: the server listens after).
  const onContentChanged = contentChangeHandler({ request: () => scheduler.request() });
  const app = await buildApp({ config, database, onContentChanged });
  const outboxWarning = outboxExposureWarning(config);
  if (outboxWarning !== null) app.log.warn(outboxWarning);
  const linksWarning = publicUrlWarning(config);
  if (linksWarning !== null) app.log.warn(linksWarning);
  const sellerWarning = operatorWarning(config.operator, config.billing.provider === 'stripe');
  if (sellerWarning !== null) app.log.warn(sellerWarning);
  const paths = sitePaths(rootDir);
  const contentApiUrl = `http://127.0.0.1:${config.port}/api`;
  // The browser's realtime client settings come from config.realtime, and the cart learns how
  // payments are taken (a test card here, or Stripe's page) from config.billing; a change of
  // either rebuilds the site.
  const buildEnv = {
    ...realtimeClientEnv(config.realtime),
    GATSBY_PAYMENT_PROVIDER: config.billing.provider,
  };
  const siteEnv = { ...buildEnv, ...process.env };
  const builder = new SiteBuilder({
    paths,
    contentApiUrl,
    log: app.log,
    echoOutput: process.env.SITE_BUILD_QUIET !== '1',
    buildEnv,
    fingerprint: async () => {
      // Straight from the database: during an outage this fails as a database error, which the
      // rebuild scheduler retries, instead of an error answer read as a fingerprint.
      const content = await contentFingerprint(database.db);
      // The operator's details are printed on the prebuilt legal pages: a change rebuilds them.
      return `${content}:${sourceFingerprint(rootDir, siteEnv)}:${JSON.stringify(config.operator)}`;
    },
    afterBuild: async () => {
      const result = await precompressSite(paths.publicDir);
      app.log.info(result, `site: ${result.compressed} files precompressed (brotli, gzip)`);
    },
  });
  registerSecurityHeaders(app, {
    settings: siteSecuritySettings({ ...siteEnv, PUBLIC_URL: config.publicUrl }),
  });
  // Every saved state also reaches the admin screen live (admin-site-build/).
  const store = new BroadcastingSiteBuildStore({ db: database.db, broadcaster: app.broadcaster });
  const scheduler = new RebuildScheduler({
    target:
      config.buildHookUrl === undefined
        ? localRebuildTarget(builder)
        : hookRebuildTarget({
            url: config.buildHookUrl,
            contentFingerprint: () => contentFingerprint(database.db),
            store,
          }),
    store,
    log: app.log,
    settings: config.siteRebuild,
  });
  await registerSite(app, paths, builder, {
    lookupRedirect: (url) => lookupRedirect(database.db, url),
    redirectLookupTimeoutMs: config.database.healthTimeoutMs,
  });

  // Reminder notifications, file clean-up… (jobs/JobRunner.ts): safe on every instance at once.
  const jobs = new JobRunner({
    jobs: app.scheduledJobs,
    intervalMs: config.jobs.intervalMs,
    log: app.log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    scheduler.stop();
    builder.stop();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs.enabled) jobs.start();
  // A failed build is retried with backoff until it succeeds (site/rebuildScheduler.ts). With a
  // build hook the local site is still built once at start, as the demo needs one.
  const outcome =
    config.buildHookUrl === undefined ? await scheduler.runNow() : await builder.ensureBuilt();
  if (config.buildHookUrl !== undefined) void scheduler.runNow();
  scheduler.start();
  printBanner({ config, driver: database.driver, outcome });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
