// Where the site rebuild's state lives (server/src/site/rebuildScheduler.ts): in the database, so
// every instance (and the admin screen) reads the same state. One row per site ('site').
// Re-exported by db/schema.ts for migrations.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const SITE_BUILD_STATUSES = ['idle', 'building', 'failed'] as const;
export type SiteBuildStatusName = (typeof SITE_BUILD_STATUSES)[number];
export type SiteBuildMode = 'local' | 'hook';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const siteBuildStatus = pgTable(
  'site_build_status',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<SiteBuildStatusName>().notNull(),
    /** local: this server runs gatsby; hook: BUILD_HOOK_URL is called and a CI builds. */
    mode: text('mode').$type<SiteBuildMode>().notNull(),
    /** Failed attempts in a row (0 after a success). */
    attempts: integer('attempts').notNull().default(0),
    nextRetryAt: at('next_retry_at'),
    lastBuildId: text('last_build_id'),
    lastBuildDurationMs: integer('last_build_duration_ms'),
    lastBuiltAt: at('last_built_at'),
    lastError: text('last_error'),
    lastErrorAt: at('last_error_at'),
    /** hook mode: the content fingerprint the build hook last accepted. */
    deliveredFingerprint: text('delivered_fingerprint'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  () => [
    check(
      'site_build_status_status_check',
      sql`${sql.identifier('status')} in ('idle', 'building', 'failed')`,
    ),
    check('site_build_status_mode_check', sql`${sql.identifier('mode')} in ('local', 'hook')`),
  ],
);
