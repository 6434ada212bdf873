#!/usr/bin/env node
// `npm test`: every suite — typecheck, lint, unit and server integration tests (jest, on PGlite
// and a real PostgreSQL), browser journeys (Playwright in Chromium) — then one summary line.
//
// Scheduled for a 2-core machine, so the parts that wait on the clock (journeys in a browser,
// jest's tests and their set-ups) never share it with another heavy part:
//   1. the journeys' server starts and builds the site while the static checks run, two at a
//      time (tsc then Prettier | ESLint then jest's clock-free suites, scripts/jestLanes.cjs) and
//      at a lower priority than the build — none of these waits on a clock;
//   2. the journeys run once those are done (their global setup waits for the E2E_START_AFTER
//      file this script writes then), with the machine to themselves;
//   3. the rest of jest runs last, alone, one worker per core.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  createWriteStream,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './systemPackages.mjs';
import { untrackedScriptFiles } from './scriptFiles.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, 'tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

ensureSystemPackages();

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

/**
 * Runs a command; output goes to the terminal or, for a background lane, to a log file. A `nice`
 * value above 0 lowers the process's priority: it gets the processor when nothing else wants it.
 */
function run(label, command, args, logFile, extraEnv = {}, nice = 0) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (nice > 0 && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // Not allowed here (some containers): the run is only slower, never wrong.
      }
    }
    if (logFile) {
      const out = createWriteStream(logFile);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n[${label}] exit ${code} after ${seconds}s`);
      resolve(code ?? 1);
    });
  });
}

const results = [];
/**
 * What failed, by name, repeated just above the summary: a CI log is often read from its end,
 * and the journeys' own report is printed long before it.
 */
const failures = [];
const check = (name, code) => {
  if (code !== 0) failures.push(`${name} (its output is above)`);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
};

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function staticChecks() {
  const untracked = untrackedScriptFiles(root);
  for (const file of untracked)
    console.error(`package.json names ${file}, which git does not track`);
  check('package.json scripts name only tracked files', untracked.length ? 1 : 0);
  // Two lanes of about the same length (tsc ~20 s then Prettier ~40 s; ESLint ~50 s then jest's
  // clock-free suites); a lane's output goes to a log file, printed whole when the lanes are done.
  // They run at a lower priority than the journeys' server beside them: its migrations, seed and
  // site build are what the journeys wait for, and the build leaves a core mostly idle for its
  // last minute (vmstat: 25–40 % idle), which these fill.
  const eslintLog = path.join(resultsDir, 'eslint.log');
  const prettierLog = path.join(resultsDir, 'prettier.log');
  const typecheckLog = path.join(resultsDir, 'typecheck.log');
  const jestEarlyLog = path.join(resultsDir, 'jest-clock-free.log');
  const BACKGROUND = 10;
  // TypeScript 7's compiler (native, about five times less processor time than 5.9's here); one
  // thread, because the lane shares two cores with the site build. The 5.9 package stays for the
  // tools that use its JavaScript API (typescript-eslint, collectJapaneseTexts.ts).
  const TYPESCRIPT_7 = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
  const [[typecheck, prettier], [eslint, jestEarly]] = await Promise.all([
    (async () => [
      await run(
        'typecheck',
        process.execPath,
        [TYPESCRIPT_7, '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'],
        typecheckLog,
        {},
        BACKGROUND,
      ),
      await run('prettier', bin('prettier'), ['--check', '.'], prettierLog, {}, BACKGROUND),
    ])(),
    (async () => [
      await run('eslint', bin('eslint'), ['.', '--max-warnings=0'], eslintLog, {}, BACKGROUND),
      await jestLane(JEST_LANES.clockFree, jestEarlyLog, BACKGROUND),
    ])(),
  ]);
  for (const log of [typecheckLog, eslintLog, prettierLog]) {
    if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
  }
  check('typecheck (tsc)', typecheck);
  check('lint (eslint)', eslint);
  check('format (prettier)', prettier);
  return { jestEarly, jestEarlyLog };
}

/** jest's two lanes (scripts/jestLanes.cjs): what each runs, and where it reports. */
const JEST_LANES = {
  clockFree: {
    lane: 'clock-free',
    name: 'jest, clock-free (contract, web units; during the site build)',
    file: path.join(resultsDir, 'jest-clock-free.json'),
    // One worker: the other core is the site build's.
    workers: 1,
  },
  rest: {
    lane: 'rest',
    name: 'jest (web, server on PGlite, server on PostgreSQL)',
    file: path.join(resultsDir, 'jest.json'),
    // Alone on the machine by now: a worker per core (jest's default leaves one core idle).
    workers: os.availableParallelism(),
  },
};

/** Runs one jest lane; its outcome is read from its JSON report by `jestResults`. */
function jestLane({ lane, file, workers }, logFile, nice = 0) {
  return run(
    `jest ${lane}`,
    bin('jest'),
    ['--json', `--outputFile=${file}`, `--maxWorkers=${workers}`],
    logFile,
    { PETCARE_JEST_LANE: lane },
    nice,
  );
}

function jestResults({ name, file }, code) {
  const report = readJson(file);
  if (!report) return results.push({ name, passed: 0, failed: 1, skipped: 0 });
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`jest ${file} › ${a.fullName}`);
    if (failed.length === 0 && suite.status === 'failed')
      failures.push(
        `jest ${file}: ${
          String(suite.message ?? '')
            .trim()
            .split('\n')[0]
        }`,
      );
  }
  results.push({
    name,
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      report.numRuntimeErrorTestSuites +
      (code && !report.numFailedTests && !report.numRuntimeErrorTestSuites ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

/** Titles of the journeys whose outcome is `status` ('flaky': failed once, passed on retry). */
function journeysWithStatus(report, status) {
  const titles = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === status) titles.push(`${file} › ${spec.title} [${t.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return titles;
}

async function playwright(logFile, startAfter) {
  const code = await run('playwright', bin('playwright'), ['test'], logFile, {
    E2E_START_AFTER: startAfter,
  });
  const report = readJson(path.join(resultsDir, 'playwright.json'));
  const stats = report?.stats;
  if (!stats) return results.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0 });
  const errors = (report.errors ?? []).length;
  for (const title of journeysWithStatus(report, 'flaky'))
    console.log(`flaky (passed on retry): ${title}`);
  for (const title of journeysWithStatus(report, 'unexpected')) failures.push(`journey ${title}`);
  for (const error of report.errors ?? [])
    failures.push(`journeys: ${String(error.message ?? error).split('\n')[0]}`);
  results.push({
    name: 'playwright journeys (Chromium)',
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors + (code && !stats.unexpected && !errors ? 1 : 0),
    skipped: stats.skipped,
  });
}

// The journeys' server and site build start now; the journeys wait for `staticDone`.
const e2eLog = path.join(resultsDir, 'playwright.log');
const staticDone = path.join(resultsDir, 'static-checks.done');
const e2e = playwright(e2eLog, staticDone);
let early = null;
try {
  early = await staticChecks();
} finally {
  writeFileSync(staticDone, new Date().toISOString());
}
await e2e;
if (existsSync(e2eLog)) {
  console.log('\n----- playwright -----');
  process.stdout.write(readFileSync(e2eLog, 'utf8'));
}
if (early) {
  console.log('\n----- jest, clock-free suites (ran during the site build) -----');
  if (existsSync(early.jestEarlyLog))
    process.stdout.write(readFileSync(early.jestEarlyLog, 'utf8'));
  jestResults(JEST_LANES.clockFree, early.jestEarly);
}
jestResults(JEST_LANES.rest, await jestLane(JEST_LANES.rest));

const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (failures.length) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log('\nSummary by suite:');
for (const r of results) {
  console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
}
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
