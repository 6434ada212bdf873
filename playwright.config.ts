import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from './e2e/support/chromiumExecutable';

// Journeys run against a production build served by the real API on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
/** Journeys that publish content: the rebuild they cause replaces the site's bundle. */
const REBUILDING = /(publishing|adminContent)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'tmp/test-results/playwright',
  fullyParallel: true,
  // Two browsers at a time: a journey spends most of its time waiting (network, animations,
  // timers), so two share the 2 cores well; Playwright's default on 2 cores is one.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One retry: a journey that fails and then passes is reported as flaky, by name, in `npm test`'s
  // output (scripts/test.mjs), so a timing-dependent journey is seen and fixed, while a journey
  // that fails twice fails the run. A shared 2-core machine can starve one attempt.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // Journeys share two cores with jest in `npm test`: a page load plus an axe-core pass can take
  // 10 s there. Generous limits cost nothing when a journey passes.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'tmp/test-results/playwright.json' }]],
  use: {
    baseURL,
    // The retry of a failed journey records a full trace (actions, console, network, the DOM and
    // a screencast at each step); the first attempt records none, and its failure keeps its error
    // and the page's snapshot (error-context.md). 47 journeys on 2 cores took 72 s without traces,
    // 79 s with one in every attempt without the screencast, 88 s with it (README, "npm test").
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: journeyLaunchOptions(),
  },
  projects: [
    { name: 'journeys', testIgnore: REBUILDING },
    // Publishing rebuilds the site, which swaps the bundle under running pages: it goes last.
    { name: 'publishing', testMatch: REBUILDING, dependencies: ['journeys'] },
  ],
  // journeyServer starts a real SMTP server and an OpenID Connect provider on loopback, then the
  // product server wired to them (MAIL_SMTP_URL, OIDC_GOOGLE_*).
  webServer: {
    // Named in Playwright's messages, e.g. when it gives up waiting for the URL below.
    name: 'journey server (API health)',
    command: 'rm -rf tmp/e2e-data && node --import tsx e2e/support/journeyServer.ts',
    url: `${baseURL}/api/health`,
    // The first response only means the API is up; the journeys' global setup waits for the site.
    // Migrations and the demo seed (its photos and PDFs) come first, under `npm test` beside the
    // static checks (scripts/test.mjs): sized for that on 2 cores; raise it on a busier machine.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS) || 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'tmp/e2e-data',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SITE_BUILD_QUIET: '1',
      PETCARE_SEED_EXTRA: 'e2e/fixtures/extraNews.json',
      // Mail goes out by SMTP; the demo outbox keeps a copy, so its page can be visited too.
      MAIL_OUTBOX_COPY: 'true',
      // The chat journeys reach the free daily limit (10, the default) within a minute; the
      // per-minute limit (6 by default) would stop them first. The daily limit is unchanged.
      CHAT_MESSAGES_PER_MINUTE: '30',
      // The scheduled jobs look for due work every 5 s instead of every minute: the journeys that
      // wait for a reminder's mail or push (remindersOutside, careLoop) wait seconds, not a minute.
      JOBS_INTERVAL_MS: '5000',
    },
  },
  globalSetup: './e2e/support/waitForSite.ts',
});
