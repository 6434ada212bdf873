// jest setupFiles of the server-pglite project: tests run on in-memory PGlite databases.
process.env.TEST_DB = 'pglite';
// Creating an in-memory PGlite takes a few seconds on a busy 2-core machine (its initdb runs in
// WebAssembly), more than jest's default 5 s hook timeout allows.
jest.setTimeout(30_000);
