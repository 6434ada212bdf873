#!/usr/bin/env node
// How long a signed-in page takes, on a full page load in Chromium, until the visitor sees the
// app's shell (its toolbar or sidebar) and until the page's first content (its h1), for the
// demo keeper. Prints the median and the slowest of N loads per page, with the load average:
// the machine is shared, so figures are only comparable from the same run. Not a test.
//
//   node bench/appShellTiming.mjs --base=http://127.0.0.1:8105 [--runs=5] [--cpu=4] [/dashboard/ …]
//
// --cpu=N slows the page's CPU N times (Chrome DevTools' throttling), as a mid-range phone.
// Needs a running PetCare server with the demo seed (npm start). Uses Playwright's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = option('base', `http://127.0.0.1:${process.env.PORT ?? 8000}`);
const runs = Number(option('runs', '5'));
const cpu = Number(option('cpu', '1'));
const pages = args.filter((a) => !a.startsWith('--'));
if (pages.length === 0)
  pages.push('/dashboard/', '/settings/preferences/', '/photo-gallery/', '/jp/dashboard/');

// The shell: the dashboard layout's toolbar (phones and up) or its sidebar rail.
const SHELL = '[data-layout="dashboard"] header, [data-layout="dashboard"] nav';
const CONTENT = 'main h1';

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify({
    email: process.env.DEMO_EMAIL ?? 'demo@petcare.local',
    password: process.env.DEMO_PASSWORD ?? 'petcare-demo-2026',
  }),
});
if (!login.ok) {
  console.error(`Sign-in as the demo keeper failed: ${login.status} ${await login.text()}`);
  process.exit(1);
}
const { token } = await login.json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});

/** One full page load in a fresh, signed-in browser context: [shell ms, content ms]. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([
    { name: 'auth-token', value: token, url: base },
    { name: 'auth-method', value: 'email', url: base },
  ]);
  const page = await context.newPage();
  if (cpu > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  try {
    const started = Date.now();
    const shell = page
      .waitForSelector(SHELL, { state: 'visible', timeout: 60_000 })
      .then(() => Date.now() - started);
    const content = page
      .waitForSelector(CONTENT, { state: 'visible', timeout: 60_000 })
      .then(() => Date.now() - started);
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    return await Promise.all([shell, content]);
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${base}, ${runs} loads a page, 390×844, CPU slowdown ${cpu}×; load average at start ${loadavg()[0].toFixed(2)}`,
);
console.log(
  'page'.padEnd(28),
  'shell median / max'.padStart(20),
  'content median / max'.padStart(22),
);
for (const path of pages) {
  // One warm-up load: the server's caches and the HTTP cache of nothing (contexts are fresh).
  await measure(path).catch(() => undefined);
  const shells = [];
  const contents = [];
  for (let i = 0; i < runs; i += 1) {
    const [shell, content] = await measure(path);
    shells.push(shell);
    contents.push(content);
  }
  console.log(
    path.padEnd(28),
    `${median(shells)} / ${Math.max(...shells)} ms`.padStart(20),
    `${median(contents)} / ${Math.max(...contents)} ms`.padStart(22),
    `(load ${loadavg()[0].toFixed(2)})`,
  );
}
await browser.close();
