// Site build benchmark. Generates a large content set (about 10,000 pages
// across the 14 locales) into its own database, runs a full `gatsby build`, publishes one article
// and rebuilds, then prints build seconds, peak memory, page counts, the gzip JavaScript and total
// transfer of the home page, a news article and a city page, and a Lighthouse mobile run of those
// pages (performance, accessibility, best practices, SEO). Not part of the tests.
//
//   nice -n 10 node --import tsx bench/siteBuild.ts            (about 10 minutes on 2 cores)
//   BENCH_POSTS_PER_LOCALE=100 node --import tsx bench/siteBuild.ts   (a quicker, smaller run)
//
// It builds into this checkout's public/ and .cache/ and then removes public/builds/latest.json,
// so the next `npm start` or browser test run rebuilds the site from its own content.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { LOCALE_CODES, type Locale } from '@contract/locales';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/openDatabase';
import { runMigrations } from '../server/src/db/runMigrations';
import { newsPosts } from '../server/src/db/schema';
import { seedDatabase } from '../server/src/db/seed/seed';
import { lookupRedirect } from '../server/src/redirects/redirectService';
import { registerSite } from '../server/src/site/registerSite';
import { precompressSite } from '../server/src/site/siteCompression';
import { SiteBuilder } from '../server/src/site/siteBuilder';
import { sitePaths } from '../server/src/site/siteFiles';
import { lighthouseMobile } from './lighthouse.mjs';

const root = path.resolve(__dirname, '..');
const tmp = path.join(root, 'tmp', 'bench');
const port = Number(process.env.BENCH_PORT ?? process.env.PORT ?? 8121);
const postsPerLocale = Number(process.env.BENCH_POSTS_PER_LOCALE ?? 650);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const TOPICS = [
  ['dog-walk', 'Walks', 'daily walks', 'a steady walking routine'],
  ['cat-nap', 'Cats', 'cat sleep', 'quiet resting places'],
  ['vet-visit', 'Health', 'vet check-ups', 'yearly examinations'],
  ['puppy-food', 'Nutrition', 'puppy feeding', 'measured meals'],
  ['senior-dog', 'Senior pets', 'older dogs', 'gentle exercise'],
  ['rabbit', 'Small pets', 'rabbit care', 'hay and space'],
  ['summer-heat', 'Seasons', 'hot days', 'shade and fresh water'],
  ['dental', 'Health', 'dental care', 'regular brushing'],
] as const;

/** One generated article: plausible text, varied per index, the shape the seed reads. */
function article(locale: Locale, index: number) {
  const [cover, category, subject, advice] = TOPICS[index % TOPICS.length]!;
  const part = Math.floor(index / TOPICS.length) + 1;
  const paragraphs = [
    `Caring for ${subject} is easier with ${advice}. This guide, part ${part}, collects what keepers ask most often and what vets recommend.`,
    `Start small: watch how your pet responds over a week, write down changes in appetite, energy and sleep, and bring the notes to your next appointment.`,
    `If anything changes suddenly — refusing food for more than a day, laboured breathing, or pain when touched — call your vet the same day.`,
    `Most pets settle into new habits within two to three weeks. Keep the routine predictable, reward calm behaviour, and adjust one thing at a time.`,
  ];
  return {
    locale,
    key: `bench-${index}`,
    slug: `bench-${subject.replace(/\s+/g, '-')}-${index}`,
    title: `${category}: ${subject}, part ${part}`,
    excerpt: paragraphs[0]!,
    bodyHtml: `${paragraphs.map((p) => `<p>${p}</p>`).join('')}<h2>Checklist</h2><ul><li>Fresh water</li><li>Regular meals</li><li>Rest and play</li></ul>`,
    category,
    coverImage: cover,
    publishedAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
    readingMinutes: 3,
  };
}

function writeContent(file: string): number {
  const news = LOCALE_CODES.flatMap((locale) =>
    Array.from({ length: postsPerLocale }, (_, i) => article(locale, i)),
  );
  writeFileSync(file, JSON.stringify({ news }));
  return news.length;
}

interface BuildResult {
  seconds: number;
  peakMemoryMb: number | null;
  ok: boolean;
  /** Gatsby's own phase timings of at least a second ("createPages 12.3 s"). */
  phases: string[];
  /** 1-minute load average at the start and at the end: the machine may be shared. */
  load: string;
}

const load1 = () => loadavg()[0]!.toFixed(1);

function phasesOf(output: string): string[] {
  return [...output.matchAll(/^success (.+?) - ([\d.]+)s/gm)]
    .filter((m) => Number(m[2]) >= 1)
    .map((m) => `${m[1]!.replace(/ from http\S+/, '')} ${Number(m[2]).toFixed(1)} s`);
}

/** `gatsby build` under /usr/bin/time -v when available (peak RSS of the largest process). */
function gatsbyBuild(label: string, contentApiUrl: string): Promise<BuildResult> {
  const gatsby = path.join(root, 'node_modules', 'gatsby', 'cli.js');
  const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const [command, args] = timeBin
    ? [timeBin, ['-v', process.execPath, gatsby, 'build']]
    : [process.execPath, [gatsby, 'build']];
  const started = Date.now();
  const loadAtStart = load1();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        CONTENT_API_URL: contentApiUrl,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const log = path.join(tmp, `${label}.log`);
    const out: string[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      writeFileSync(log, out.join('') + stderr);
      const rssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
      const peakMemoryMb = rssKb ? Number(rssKb) / 1024 : process.resourceUsage().maxRSS / 1024; // fallback: this process only
      resolve({
        seconds,
        peakMemoryMb: timeBin ? peakMemoryMb : null,
        ok: code === 0,
        phases: phasesOf(out.join('')),
        load: `${loadAtStart} → ${load1()}`,
      });
    });
  });
}

/** What SiteBuilder writes after a build: the browser polls it (src/features/build-updates). */
function writeBuildInfo(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({
      build_id: randomUUID(),
      fingerprint: 'bench',
      built_at: new Date().toISOString(),
    }),
  );
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (['static', 'page-data', '~partytown'].includes(entry.name)) continue;
      count += countPages(path.join(dir, entry.name));
    } else if (entry.name === 'index.html') count += 1;
  }
  return count;
}

/** Runs a child process to completion without blocking this process (it serves the site). */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main(): Promise<void> {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const contentFile = path.join(tmp, 'content.json');
  const generated = writeContent(contentFile);
  console.log(`generated ${generated} news posts (${postsPerLocale} per locale)`);

  // The API on its own database; the build reads it over HTTP as in production.
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: path.join(tmp, 'data'),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PETCARE_SEED_EXTRA: contentFile,
  });
  const database = await openDatabase(config);
  await runMigrations(database);
  const seeding = Date.now();
  await seedDatabase(database.db, config);
  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const app = await buildApp({ config, database, logger: false });
  const paths = sitePaths(root);
  const builder = new SiteBuilder({
    paths,
    contentApiUrl: `http://127.0.0.1:${port}/api`,
    fingerprint: async () => 'bench',
    log: app.log,
    echoOutput: false,
  });
  await registerSite(app, paths, builder, {
    lookupRedirect: (u) => lookupRedirect(database.db, u),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${port}/api`;

  try {
    rmSync(path.join(root, '.cache'), { recursive: true, force: true });
    rmSync(path.join(root, 'public'), { recursive: true, force: true });
    const full = await gatsbyBuild('full-build', api);
    if (!full.ok) throw new Error(`full build failed; see ${tmp}/full-build.log`);
    // What SiteBuilder does after each build (server/src/site/siteCompression.ts).
    const fullCompression = await precompressSite(paths.publicDir);
    writeBuildInfo(builder.buildInfoFile);
    const pages = countPages(paths.publicDir);

    // Publish one article, as an editor would, then rebuild (Gatsby's cache kept).
    await database.db.insert(newsPosts).values({
      key: 'bench-published',
      locale: 'en',
      slug: 'bench-freshly-published-article',
      title: 'Freshly published: a new guide to pet first aid',
      excerpt: 'What to keep in a pet first-aid kit.',
      bodyHtml: '<p>Gauze, a digital thermometer and your vet’s number.</p>',
      category: 'Health',
      coverImage: 'vet-visit',
      status: 'published',
      publishedAt: new Date(),
      readingMinutes: 2,
    });
    const rebuild = await gatsbyBuild('rebuild', api);
    if (!rebuild.ok) throw new Error(`rebuild failed; see ${tmp}/rebuild.log`);
    const rebuildCompression = await precompressSite(paths.publicDir);
    writeBuildInfo(builder.buildInfoFile);
    const published = existsSync(
      path.join(paths.publicDir, 'news', 'bench-freshly-published-article', 'index.html'),
    );

    const [city] = (
      (await (await fetch(`${api}/cities?locale=en`)).json()) as { data: { slug: string }[] }
    ).data;
    const article = '/news/bench-daily-walks-0/';
    const cityPage = city ? `/care/${city.slug}/` : '/care/';
    const samples = ['/', article, cityPage];

    console.log('\n== build ==');
    console.log(`pages built:            ${pages}`);
    console.log(
      `full build:             ${full.seconds.toFixed(1)} s, peak memory ${full.peakMemoryMb?.toFixed(0) ?? '?'} MB (load average ${full.load})`,
    );
    console.log(
      `rebuild after publish:  ${rebuild.seconds.toFixed(1)} s, peak memory ${rebuild.peakMemoryMb?.toFixed(0) ?? '?'} MB (new article built: ${published}; load average ${rebuild.load})`,
    );
    console.log(
      `precompression:         ${fullCompression.seconds.toFixed(1)} s after the full build (${fullCompression.compressed} files), ${rebuildCompression.seconds.toFixed(1)} s after the rebuild (${rebuildCompression.compressed} files)`,
    );
    console.log(`\nfull build phases:      ${full.phases.join(', ')}`);
    console.log(`rebuild phases:         ${rebuild.phases.join(', ')}`);

    console.log('\n== page weight ==');
    const weight = await run(
      process.execPath,
      [path.join(root, 'bench', 'pageWeight.mjs'), ...samples],
      process.env,
    );
    process.stdout.write(weight.output);

    console.log('\n== Lighthouse (mobile) ==');
    for (const page of samples) {
      if (!existsSync(path.join(paths.publicDir, page.replace(/^\/+/, ''), 'index.html'))) {
        console.log(`${page.padEnd(40)} not built in this checkout`);
        continue;
      }
      const result = await lighthouseMobile(`http://127.0.0.1:${port}${page}`, { chromePath });
      console.log(
        `${page.padEnd(40)} ${typeof result === 'string' ? result : JSON.stringify(result)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    // This build is not the product site: make the next start rebuild from its own content.
    rmSync(path.join(paths.publicDir, 'builds', 'latest.json'), { force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
