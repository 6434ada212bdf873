// Which jest suites `npm test` may run while the journeys' site is still building (scripts/test.mjs):
// suites that never wait on a clock, so running at a low priority on a busy machine can make
// them slower but never make them fail. jest.config.js reads PETCARE_JEST_LANE to run one lane:
//   clock-free → the contract's suites and the web suites below, nothing else;
//   rest       → every other suite;
//   unset      → all of them (a plain `npx jest`).
// A web suite is clock-free when it is a `.test.ts` (no screen rendered: a screen test waits for
// what it finds, up to a limit) that starts or reaches no server, socket or child process. New
// suites are classified the same way; one wrongly counted clock-free would only be slower.
// jest reads its configuration, and so this file, as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fs = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const WAITS_ON_SOMETHING =
  /test\/(testHttpServer|productServer|productKeeper|productApiPerFile|testPusherServer|commerceKeeper|chatTestServer|apiProxy|fakeApi)|createServer|\.listen\(|child_process|pusher-js|laravel-echo|fetch\(/;

/** The files below `dir` whose names end with `suffix` (jest.config.js uses it too). */
function suitesUnder(dir, suffix) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...suitesUnder(file, suffix));
    else if (entry.name.endsWith(suffix)) found.push(file);
  }
  return found;
}

/** The web project's clock-free suites, as absolute paths. */
function clockFreeWebSuites(root) {
  return suitesUnder(path.join(root, 'src'), '.test.ts').filter(
    (file) => !WAITS_ON_SOMETHING.test(fs.readFileSync(file, 'utf8')),
  );
}

/** Every suite of the web project, as absolute paths. */
function allWebSuites(root) {
  const src = path.join(root, 'src');
  return [...suitesUnder(src, '.test.ts'), ...suitesUnder(src, '.test.tsx')];
}

module.exports = { allWebSuites, clockFreeWebSuites, suitesUnder };
