// The jest runner of the server projects: jest-light-runner, which runs each test file in a
// long-lived Node.js child process instead of jest's per-file module sandbox. The app's modules
// (Fastify, drizzle, PGlite, the triage knowledge…) are then loaded once per worker rather than
// once per test file, which was most of a server suite's time (README, "Testing").
//
// Node.js loads the TypeScript itself, through tsx: its loader goes into the workers' NODE_OPTIONS
// (by absolute address, as a test may start a process in another folder), only while this runner
// starts them, so jest's own process and the web project's workers keep theirs; the workers'
// setup file takes it out again for the processes the tests start (lightRunnerGlobals.ts). Limits
// on tests and hooks, `jest.setTimeout` and the fake timers come from there too.
import { createRunner } from 'jest-light-runner';

const LightRunner = createRunner({ runtime: 'child_process' });
const TSX_IMPORT = `--import ${import.meta.resolve('tsx')}`;

/**
 * With one worker (`-i`, `--maxWorkers=1`) the runner would run the test files in jest's own
 * process, where tsx is not loaded (and jest's require hooks are): this makes it start one worker
 * process instead. The runner reads `maxWorkers` once when it is made, to choose where to run,
 * then for the number of processes and of files at a time.
 */
function oneWorkerProcess(globalConfig) {
  let choosing = true;
  return Object.defineProperty({ ...globalConfig }, 'maxWorkers', {
    enumerable: true,
    get() {
      if (!choosing) return 1;
      choosing = false;
      return 2;
    },
  });
}

export default class ServerTestRunner extends LightRunner {
  constructor(globalConfig, context, runnerConfiguration) {
    super(
      globalConfig.maxWorkers === 1 ? oneWorkerProcess(globalConfig) : globalConfig,
      context,
      runnerConfiguration,
    );
  }

  async runTests(...args) {
    const before = process.env.NODE_OPTIONS;
    process.env.NODE_OPTIONS = [before, TSX_IMPORT].filter(Boolean).join(' ');
    process.env.SERVER_TEST_TSX_IMPORT = TSX_IMPORT;
    try {
      return await super.runTests(...args);
    } finally {
      delete process.env.SERVER_TEST_TSX_IMPORT;
      if (before === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = before;
    }
  }
}
