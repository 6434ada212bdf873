// jest setupFilesAfterEnv of the server projects, loaded once per worker before any test file.
// jest-light-runner (serverTestRunner.mjs) provides jest's globals but no limits: a test or a hook
// that never settles would hold the run until CI's own limit. This puts jest's behaviour back:
//   - every test and hook has a limit, the file's `jest.setTimeout` (or the project's default, set
//     by env.pglite.ts / env.postgres.ts) or the one passed as the call's last argument, and fails
//     with jest's own message when it is reached;
//   - `jest.setTimeout` in a test file holds for that file only, as with jest's per-file sandbox
//     (the worker runs many files one after another);
//   - the fake timers, with the async variants the runner lacks (advanceTimersByTimeAsync);
//   - the processes a test starts get the environment jest's workers had: without the tsx loader
//     the runner put into NODE_OPTIONS for this worker;
//   - a file may not leave an enumerable property on a built-in prototype. jest gave each file its
//     own built-ins; here the files of a worker share them, and one such property (drizzle-kit's
//     `Array.prototype.random`) reached every later file's `for…in` and object copies: copied
//     response schemas grew a `random` key, which broke serialisers compiled after it. Each test
//     and hook first checks, and names what it finds.
import { ModernFakeTimers } from '@jest/fake-timers';
import type { Config } from '@jest/types';

const tsxImport = process.env.SERVER_TEST_TSX_IMPORT;
if (tsxImport !== undefined) {
  const rest = (process.env.NODE_OPTIONS ?? '').replace(tsxImport, '').trim();
  if (rest) process.env.NODE_OPTIONS = rest;
  else delete process.env.NODE_OPTIONS;
  delete process.env.SERVER_TEST_TSX_IMPORT;
}

type Callback = (...args: unknown[]) => unknown;
type Register = (name: string, fn?: Callback, limitMs?: number) => unknown;
type RegisterHook = (fn: Callback, limitMs?: number) => unknown;

// Captured before any test can install fake timers: the limits run on real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

const limits = { projectDefault: 5_000, file: undefined as string | undefined, fileLimit: 0 };

/** The test file running now (the runner sets it in expect's state before importing the file). */
const currentFile = (): string | undefined => expect.getState().testPath;

function currentLimit(): number {
  return limits.file !== undefined && limits.file === currentFile()
    ? limits.fileLimit
    : limits.projectDefault;
}

const BUILT_INS = {
  Object,
  Array,
  String,
  Number,
  Boolean,
  Function,
  Promise,
  Map,
  Set,
  Date,
  RegExp,
};

function enumerableOnBuiltIns(): string[] {
  const found: string[] = [];
  for (const [name, builtIn] of Object.entries(BUILT_INS)) {
    for (const key in builtIn.prototype) found.push(`${name}.prototype.${key}`);
  }
  return found;
}

function assertBuiltInsUntouched(): void {
  const found = enumerableOnBuiltIns();
  if (found.length === 0) return;
  throw new Error(
    `${found.join(', ')}: an enumerable property on a built-in prototype, added by a module this test file loaded. The server's test files share a process (server/test/serverTestRunner.mjs), so every later file would see it; make it non-enumerable after loading the module, or load the module in a process of its own.`,
  );
}

/** `fn` as a promise-returning function that fails once the limit has passed. */
function limited(fn: Callback | undefined, limitMs: number | undefined, what: string) {
  if (typeof fn !== 'function') return fn;
  return function (this: unknown): Promise<unknown> {
    const ms = limitMs ?? currentLimit();
    // A callback-style test or hook (`done`) is turned into a promise, as jest does.
    const work =
      fn.length >= 1
        ? new Promise((resolve, reject) => {
            assertBuiltInsUntouched();
            fn.call(this, (error?: unknown) => (error ? reject(error) : resolve(undefined)));
          })
        : Promise.resolve().then(() => {
            assertBuiltInsUntouched();
            return fn.call(this);
          });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise((_, reject) => {
      timer = realSetTimeout(
        () =>
          reject(
            new Error(
              `Exceeded timeout of ${ms} ms for ${what}.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test. See https://jestjs.io/docs/api#testname-fn-timeout.`,
            ),
          ),
        ms,
      );
    });
    return Promise.race([work, limit]).finally(() => realClearTimeout(timer));
  };
}

function withLimits(original: Register): Register {
  const wrapped: Register = (name, fn, limitMs) => original(name, limited(fn, limitMs, 'a test'));
  // `.each`, `.skip`, `.todo`, `.failing` keep the runner's own; `.only` gets the limit too.
  const only = (original as unknown as { only: Register }).only;
  return Object.assign(wrapped, original, {
    only: ((name, fn, limitMs) => only(name, limited(fn, limitMs, 'a test'))) as Register,
  });
}

const hookWithLimit =
  (original: RegisterHook): RegisterHook =>
  (fn, limitMs) =>
    original(limited(fn, limitMs, 'a hook') as Callback, limitMs);

const globals = globalThis as unknown as Record<string, unknown>;
globals.test = withLimits(globals.test as Register);
globals.it = withLimits(globals.it as Register);
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'])
  globals[hook] = hookWithLimit(globals[hook] as RegisterHook);

const fakeTimers = new ModernFakeTimers({
  config: { fakeTimers: { enableGlobally: true } } as Config.ProjectConfig,
  global: globalThis as unknown as typeof globalThis,
});

Object.assign(globals.jest as object, {
  setTimeout(ms: number) {
    const file = currentFile();
    if (file === undefined) limits.projectDefault = ms;
    else Object.assign(limits, { file, fileLimit: ms });
    return globals.jest;
  },
  useFakeTimers() {
    fakeTimers.useFakeTimers();
    return globals.jest;
  },
  useRealTimers() {
    fakeTimers.useRealTimers();
    return globals.jest;
  },
  setSystemTime(now?: number | Date) {
    fakeTimers.setSystemTime(now);
    return globals.jest;
  },
  advanceTimersByTime(ms: number) {
    fakeTimers.advanceTimersByTime(ms);
    return globals.jest;
  },
  async advanceTimersByTimeAsync(ms: number) {
    await fakeTimers.advanceTimersByTimeAsync(ms);
    return globals.jest;
  },
});
