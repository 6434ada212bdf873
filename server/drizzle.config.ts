// drizzle-kit settings: `npm run db:generate` turns schema changes into SQL migrations in
// server/drizzle/, which runMigrations applies at start on PGlite and PostgreSQL alike.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
  strict: true,
  verbose: true,
});
