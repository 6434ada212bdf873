// A server capability is one object its folder exports (`<name>Capability.ts`): the fastify
// plugins of its routes — each route declaring its access rule (`config.access`, routeAccess.ts)
// — and, from the same object, its tables and their personal-data lines. app.ts registers every
// capability of the registry (server/src/capabilities.ts, one line each) and nothing else; a
// capability builds its own services from the shared ones below.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHealth } from '../db/databaseHealth';
import type { DatabaseHandle, Database } from '../db/openDatabase';
import type { ApiJapanese } from '../i18n/apiJapanese';
import type { ScheduledJob } from '../jobs/JobRunner';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications/notificationService';
import type { Broadcaster } from '../realtime/broadcaster';
import type { SmsSender } from '../sms/smsSender';
import type { Clock } from './clock';
import type { RateLimiter } from './rateLimiter';

/** What every capability may use; app.ts builds each once. */
export interface SharedServices {
  config: Config;
  db: Database;
  /** The database handle (driver, close) and its health, for the health check. */
  database: DatabaseHandle;
  databaseHealth: DatabaseHealth;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  limiter: RateLimiter;
  notifications: NotificationService;
  broadcaster: Broadcaster;
  /** Where a capability adds its jobs (main.ts runs them on an interval, jobs/JobRunner.ts). */
  scheduledJobs: ScheduledJob[];
  /** Published content changed: main.ts rebuilds the site (must return at once). */
  onContentChanged: () => void;
}

/**
 * What a capability's demo seed is given: the demo keeper, just created with their pets (Biscuit
 * and Miso), inside the seed's transaction. It runs once per demo keeper, so it inserts plainly.
 */
export interface DemoSeedContext {
  db: Database;
  keeperId: number;
  /** The seed's time; the demo's dates are relative to it. */
  now: Date;
}

export interface ServerCapability {
  /** The capability's folder (or area) name, as logs and the README tables name it. */
  name: string;
  /**
   * The paths of its routes under /api, as the OpenAPI document lists them (`{id}` for a param;
   * hidden routes left out): openapi.test.ts pins the document to every capability's, so a route
   * added, moved or dropped without its line here is seen.
   */
  paths?: readonly string[];
  /** Its routes under /api, registered as one encapsulated plugin (paths without `/api`). */
  api?: FastifyPluginAsync<SharedServices>;
  /** Its routes outside /api (site paths such as a one-time link's page), at the root. */
  site?: FastifyPluginAsync<SharedServices>;
  /**
   * The Japanese of the messages its code writes and of its routes' fields, from its folder
   * (`<name>Messages.jp.ts`); the shared ones are in i18n/sharedMessages.jp.ts.
   */
  japanese?: ApiJapanese;
  /** Its demo data for the demo keeper (db/seed/seed.ts runs every capability's, in order). */
  demoSeed?: (context: DemoSeedContext) => Promise<void>;
}
