// jest setupFilesAfterEnv of the server-pglite project: tests run on in-memory PGlite databases.
process.env.TEST_DB = 'pglite';
// The default limit of a test and a hook, for a 2-core machine busy with other work: a test
// server's set-up waits on each of its steps for less (readiness.ts) and then names the step.
jest.setTimeout(120_000);
