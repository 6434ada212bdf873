// One jest run, three projects: the web unit tests in jsdom, and the server's integration tests
// twice — on embedded PGlite and on a real PostgreSQL server started by the global setup.
const swc = {
  '^.+\\.(c|m)?(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// jest reads this file as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { allWebSuites, clockFreeWebSuites, suitesUnder } = require('./scripts/jestLanes.cjs');

/**
 * Server suites that never reach a database (the triage engine, upload parsing, storage, pure
 * helpers) run once, on the PGlite project: running them again on PostgreSQL tests nothing new
 * and cost about 2.5 minutes of `npm test`. A suite reaches the database when it imports the
 * server's test helpers (test servers, fixtures) or a database module, or names one; new suites
 * are classified the same way, so a database suite can only be misread as pure by hiding its
 * database behind a production module, which the server's suites do not do.
 */
const DATABASE_USE =
  /from '[^']*\/test\/|\/db\/(?!seed\/content)|drizzle|pglite|createApp|buildServer|Database/;

const databaseFreeServerSuites = (dir) =>
  suitesUnder(dir, '.test.ts').filter((file) => !DATABASE_USE.test(fs.readFileSync(file, 'utf8')));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (files) => files.map((file) => `^${escapeRegExp(file)}$`);

/**
 * One lane of `npm test` (scripts/jestLanes.cjs): `clock-free` runs while the journeys' site
 * builds, `rest` after the journeys; unset, every suite. In a lane the web project skips the
 * other lane's suites.
 */
const lane = process.env.PETCARE_JEST_LANE || undefined;
const webSkipped = (() => {
  if (lane === undefined) return [];
  const clockFree = new Set(clockFreeWebSuites(__dirname));
  if (lane === 'rest') return [...clockFree];
  if (lane === 'clock-free') return allWebSuites(__dirname).filter((f) => !clockFree.has(f));
  throw new Error(`PETCARE_JEST_LANE is ${lane}: clock-free, rest or unset`);
})();
const inLane = ({ displayName }) => {
  if (lane === 'clock-free') return displayName === 'web' || displayName === 'contract';
  if (lane === 'rest') return displayName !== 'contract';
  return true;
};

/** The contract's alias (contract/README.md), as tsconfig.json's `paths` declare it. */
const contractAlias = { '^@contract/(.*)$': '<rootDir>/contract/$1' };

/**
 * The server's suites run on jest-light-runner (server/test/serverTestRunner.mjs): each worker is
 * one Node.js process that loads the app's modules once for all the test files it runs, and Node
 * loads the TypeScript through tsx (tsconfig.json's paths included). jest's own transform serves
 * only the global setup and teardown (the run's database templates). What the runner lacks of
 * jest (limits on tests and hooks, per-file `jest.setTimeout`, the async fake timers) comes from
 * the first setup file.
 */
const server = {
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  testMatch: ['**/*.test.ts'],
  runner: '<rootDir>/server/test/serverTestRunner.mjs',
  transform: swc,
  moduleNameMapper: contractAlias,
  // These ship ES modules only (Node itself loads them through require(esm)); swc turns them into
  // CommonJS for jest. The last lookahead makes the rule look at the innermost node_modules.
  transformIgnorePatterns: [
    '/node_modules/(?!(@electric-sql/pglite|drizzle-orm|light-my-request|content-disposition|cookie|openid-client|oauth4webapi|jose|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)(?!.*/node_modules/)',
  ],
};

/** @type {import('jest').Config} */
module.exports = {
  // Runs with several projects took the 5 s default despite the web project's own 20 s (seen in
  // timeouts at 5000 ms); set at the top level it applies. Server tests set their own
  // (server/test/env.*.ts).
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'web',
      // Screen tests render whole forms; on a busy 2-core machine 5 s is too tight.
      testTimeout: 20_000,
      testEnvironment: '<rootDir>/src/test/browserEnvironment.js',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', ...exactly(webSkipped)],
      transform: swc,
      transformIgnorePatterns: ['/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      moduleNameMapper: {
        ...contractAlias,
        '^@reach/router(.*)$': '@gatsbyjs/reach-router$1',
        // The browser build, as webpack picks it through the package's "browser" field.
        '^pusher-js$': '<rootDir>/node_modules/pusher-js/dist/web/pusher.js',
        '\\.(css|svg|png|jpg)$': '<rootDir>/src/test/fileStub.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // Names the run: the product servers some tests start share its seeded database templates,
      // removed at the end (server/test/seededTemplate.ts).
      globalSetup: '<rootDir>/server/test/testRunGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/pgliteGlobalTeardown.ts',
    },
    {
      // contract/: dependency-free modules shared by web and server; pure unit tests in Node.
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/contract'],
      testMatch: ['**/*.test.ts'],
      transform: swc,
      moduleNameMapper: contractAlias,
    },
    {
      ...server,
      displayName: 'server-pglite',
      // `*.postgres.test.ts`: several API instances on one database server, which an embedded
      // PGlite (one process's database) cannot be.
      testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'],
      globalSetup: '<rootDir>/server/test/pgliteGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/pgliteGlobalTeardown.ts',
      setupFilesAfterEnv: [
        '<rootDir>/server/test/lightRunnerGlobals.ts',
        '<rootDir>/server/test/env.pglite.ts',
      ],
    },
    {
      ...server,
      displayName: 'server-postgres',
      testPathIgnorePatterns: exactly(databaseFreeServerSuites(path.join(__dirname, 'server'))),
      globalSetup: '<rootDir>/server/test/postgresGlobalSetup.ts',
      globalTeardown: '<rootDir>/server/test/postgresGlobalTeardown.ts',
      setupFilesAfterEnv: [
        '<rootDir>/server/test/lightRunnerGlobals.ts',
        '<rootDir>/server/test/env.postgres.ts',
      ],
    },
  ].filter(inLane),
};
