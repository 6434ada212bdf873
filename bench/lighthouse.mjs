#!/usr/bin/env node
// Lighthouse (mobile: its default Moto G class device, 4× CPU slowdown, slow 4G) on pages of a
// running PetCare server. Prints the four category scores, largest contentful paint, total
// blocking time, the JavaScript and all bytes transferred, and the load average at the time of
// each run (the machine is shared: a busy CPU lowers the performance score). Not a test.
//
//   node bench/lighthouse.mjs                               (http://localhost:$PORT or :8000)
//   node bench/lighthouse.mjs --base=http://127.0.0.1:8842 --runs=3 / /jp/
//
// Default pages: /, the first English article listed in /sitemap.xml, /care/london/, /jp/.
// With --runs=N each page runs N times and the run with the median performance score is shown.
// Uses the installed lighthouse 12.8 with CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Load average over the last minute, as `uptime` prints it. */
export const loadAverage = () => loadavg()[0].toFixed(2);

function runCli(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * One Lighthouse mobile run of `url`. Resolves to the figures, or to a string saying why the run
 * failed (a bench prints what it got rather than stopping).
 */
export async function lighthouseMobile(url, { chromePath = '/usr/bin/chromium' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'petcare-lighthouse-'));
  const report = path.join(dir, 'report.json');
  const load = loadAverage();
  try {
    const result = await runCli(
      [
        path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      { ...process.env, CHROME_PATH: chromePath },
    );
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      return `failed (exit ${result.code}): ${result.output.slice(-300)}`;
    }
    if (parsed.runtimeError) return `failed: ${parsed.runtimeError.message}`;
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((parsed.categories[id]?.score ?? 0) * 100)]),
    );
    const summary = parsed.audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    return {
      scores,
      lcpMs: Math.round(parsed.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(parsed.audits['total-blocking-time']?.numericValue ?? 0),
      scriptBytes: bytesOf('script'),
      totalBytes: bytesOf('total'),
      load: `${load}–${loadAverage()}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first English news article the site's sitemap lists. */
async function firstArticle(base) {
  const xml = await (await fetch(new URL('/sitemap.xml', base))).text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    if (/^\/news\/(?!faq\/|post\/|page\/)[^/]+\/$/.test(pathname)) return pathname;
  }
  return null;
}

/** The run with the median performance score. */
function median(runs) {
  const ok = runs.filter((r) => typeof r !== 'string');
  if (ok.length === 0) return runs[0];
  ok.sort((a, b) => a.scores.performance - b.scores.performance);
  return ok[Math.floor(ok.length / 2)];
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const base = option('base') ?? `http://localhost:${process.env.PORT ?? 8000}`;
  const runs = Math.max(1, Number(option('runs') ?? 1));
  const pages = args.filter((a) => !a.startsWith('--'));
  if (pages.length === 0) {
    const article = await firstArticle(base);
    pages.push('/', ...(article ? [article] : []), '/care/london/', '/jp/');
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  console.log(
    `Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version} mobile, ${base}, ${runs} run(s) per page (median by performance)`,
  );
  console.log(
    'page'.padEnd(36),
    'perf a11y b-p  seo',
    'LCP'.padStart(8),
    'TBT'.padStart(8),
    'JS'.padStart(10),
    'total'.padStart(10),
    '  load average',
  );
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      results.push(await lighthouseMobile(new URL(page, base).href, { chromePath }));
    }
    const r = median(results);
    if (typeof r === 'string') {
      console.log(page.padEnd(36), r);
      continue;
    }
    const s = r.scores;
    console.log(
      page.padEnd(36),
      [s.performance, s.accessibility, s['best-practices'], s.seo]
        .map((n) => String(n).padStart(4))
        .join(' '),
      `${(r.lcpMs / 1000).toFixed(2)} s`.padStart(8),
      `${r.tbtMs} ms`.padStart(8),
      kb(r.scriptBytes).padStart(10),
      kb(r.totalBytes).padStart(10),
      `  ${r.load}`,
      runs > 1
        ? ` (perf of runs: ${results.map((x) => (typeof x === 'string' ? 'x' : x.scores.performance)).join(', ')})`
        : '',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
