// jest setupFilesAfterEnv of the server-postgres project: tests run on fresh databases of the real
// PostgreSQL server that postgresGlobalSetup.ts started (its URL is in TEST_POSTGRES_URL).
process.env.TEST_DB = 'postgres';
// As on PGlite (env.pglite.ts): sized for a busy machine; set-up steps name themselves first.
jest.setTimeout(120_000);
