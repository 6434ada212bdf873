import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/openDatabase';
import { runMigrations } from './db/runMigrations';
import { seedDatabase } from './db/seed/seed';
import { buildApp } from './app';
import { registerSecurityHeaders, siteSecuritySettings } from './http/securityHeaders';
import { registerSite } from './site/registerSite';
import { precompressSite } from './site/siteCompression';
import { contentChangeHandler } from './site/contentChangeHandler';
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
  // (only ever called after start-up, once `builder` exists).
  const onContentChanged = contentChangeHandler({
    buildHookUrl: config.buildHookUrl,
    rebuild: () => builder.ensureBuilt(),
    log: () => app.log,
  });
  const app = await buildApp({ config, database, onContentChanged });
  if (
    config.mail.outboxCopy &&
    !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(`${config.publicUrl}/`)
  ) {
    app.log.warn(
      'mail: the mail outbox (MAIL_TRANSPORT=outbox or MAIL_OUTBOX_COPY) on a public URL — anyone ' +
        'can read password reset links at /api/dev/outbox; set MAIL_SMTP_URL (and no ' +
        'MAIL_OUTBOX_COPY) for a shared deployment',
    );
  }
  const paths = sitePaths(rootDir);
  const contentApiUrl = `http://127.0.0.1:${config.port}/api`;
  // The browser's realtime client settings come from config.realtime (a change rebuilds the site).
  const buildEnv = realtimeClientEnv(config.realtime);
  const siteEnv = { ...buildEnv, ...process.env };
  const builder = new SiteBuilder({
    paths,
    contentApiUrl,
    log: app.log,
    echoOutput: process.env.SITE_BUILD_QUIET !== '1',
    buildEnv,
    fingerprint: async () => {
      const res = await app.inject({ method: 'GET', url: '/api/content/fingerprint' });
      const content = (res.json() as { data: { fingerprint: string } }).data.fingerprint;
      return `${content}:${sourceFingerprint(rootDir, siteEnv)}`;
    },
    afterBuild: async () => {
      const result = await precompressSite(paths.publicDir);
      app.log.info(result, `site: ${result.compressed} files precompressed (brotli, gzip)`);
    },
  });
  registerSecurityHeaders(app, {
    settings: siteSecuritySettings({ ...siteEnv, PUBLIC_URL: config.publicUrl }),
  });
  await registerSite(app, paths, builder, {
    lookupRedirect: (url) => lookupRedirect(database.db, url),
  });

  // Reminder notifications, file clean-up… (jobs/README.md): safe on every instance at once.
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
  const outcome = await builder.ensureBuilt();
  printBanner({ config, driver: database.driver, outcome });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
