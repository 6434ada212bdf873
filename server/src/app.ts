// Builds the HTTP application: one fastify instance with the whole API as a plugin under /api.
// main.ts mounts the built site at / on the same instance, so everything API-specific (error and
// not-found handlers, OpenAPI) stays inside the plugin's scope.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { ErrorResponse } from '@contract/schemas/errors';
import { API_TRANSLATOR } from './apiTranslator';
import { CAPABILITIES } from './capabilities';
import type { ServerCapability, SharedServices } from './http/capability';
import { systemClock, type Clock } from './http/clock';
import { afterResponsesIdle } from './http/afterResponse';
import { registerCacheControl } from './http/cacheControl';
import { registerLingeringClose } from './http/lingeringClose';
import { RateLimiter } from './http/rateLimiter';
import type { Config } from './config';
import { decorateLinkOrigin } from './http/publicOrigin';
import { DatabaseHealth } from './db/databaseHealth';
import type { DatabaseHandle } from './db/openDatabase';
import { handleFrameworkError } from './errors/handleFrameworkError';
import { registerErrorHandlers } from './errors/registerErrorHandlers';
import { failFastWhileDatabaseDown } from './http/databaseUnavailable';
import { compileRequestValidator } from './http/requestValidator';
import { loggerOptions, RequestLogController } from './http/requestLog';
import { registerJsonBodies } from './http/jsonBodies';
import { collectRoutes } from './http/routeInventory';
import { guardEveryRoute } from './http/validationGuards';
import { restrictDevPathsToLoopback } from './http/loopbackOnly';
import { registerResponseCompression } from './http/responseCompression';
import { siteErrorHandler } from './http/siteErrorHandler';
import { createMailer } from './mail/mailer';
import { registerOpenApi } from './openapi/registerOpenApi';
import { createSmsSender } from './sms/smsSender';
import { NotificationService } from './notifications/notificationService';
import { createBroadcaster, type Broadcaster, type LocalAddress } from './realtime/broadcaster';
import { registerEmbeddedRealtime } from './realtime/embeddedRealtime';
import type { PusherServer } from './realtime/PusherServer';
import type { ScheduledJob } from './jobs/JobRunner';
import { PUBLIC } from './http/routeAccess';
import { sharedSerializerFactory } from './http/sharedSerializers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Creates (stores and broadcasts) notifications; features that notify users use it. */
    notifications: NotificationService;
    /** Triggers realtime events (best effort); main.ts broadcasts the site build state with it. */
    broadcaster: Broadcaster;
    /** The embedded Pusher-protocol server; null when realtime is off or hosted elsewhere. */
    realtime: PusherServer | null;
    /** Jobs main.ts runs on an interval (jobs/JobRunner.ts); features add theirs. */
    scheduledJobs: ScheduledJob[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Fastify logger option; defaults to pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Time for expiry rules and rate limits; tests pass a ManualClock. */
  clock?: Clock;
  /**
   * Called when published content changed (admin publish, unpublish, edit of a published item):
   * main.ts rebuilds the site or calls BUILD_HOOK_URL. Must return at once.
   */
  onContentChanged?: () => void;
}

interface ApiPluginOptions {
  services: SharedServices;
  capabilities: readonly ServerCapability[];
}

/** An incoming X-Request-Id is kept (to trace a call across services) only if it is a sane token. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (
  api,
  { services, capabilities },
) => {
  // The site's static files sit on a root wildcard that would otherwise catch unknown /api paths
  // and answer them with HTML; keep them here so they get the API's 404/405 in the error shape.
  // Registered before the error handlers so their route table (for 405) does not list it.
  const fallback = { config: { access: PUBLIC }, schema: { hide: true } };
  api.all('/*', fallback, (_request, reply) => reply.callNotFound());
  api.all('/', fallback, (_request, reply) => reply.callNotFound());
  // Then: its onRoute hook must see every real route to answer 405 for known paths.
  registerErrorHandlers(api);
  // One validator for the whole API: no type coercion of JSON, strings trimmed, closed schemas
  // refuse unknown fields (http/requestValidator.ts).
  api.setValidatorCompiler(compileRequestValidator);
  api.addHook('onRequest', failFastWhileDatabaseDown);
  // Laravel turns empty inputs into null: `?page=&locale=` means "not given", not "invalid".
  api.addHook('preValidation', async (request) => {
    const query = request.query;
    if (query === null || typeof query !== 'object') return;
    const params = query as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) if (value === '') delete params[name];
  });
  api.addSchema(ErrorResponse);
  await registerOpenApi(api);
  // Auth: requireAuth / requireRole (auth/requireRole.ts) find the database through authDeps and
  // leave the caller on request.auth for any route under /api.
  api.decorate('authDeps', { db: services.db, clock: services.clock });
  api.decorateRequest('auth', null);
  for (const capability of capabilities) {
    if (capability.api) await api.register(capability.api, services);
  }
};

/** Where the HTTP server listens, once it does (tests listen on a random port). */
function listeningAddress(app: FastifyInstance): LocalAddress | null {
  const address = app.server.address();
  return address !== null && typeof address === 'object'
    ? { address: address.address, port: address.port }
    : null;
}

export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  onContentChanged = () => undefined,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    // One line per call or failure, none per site file (http/requestLog.ts).
    logController: new RequestLogController(),
    // Behind a load balancer the client address (rate limits) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Our own header handling: fastify would trust any incoming value as is.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Longer than any valid slug (200), so an over-long one reaches validation and answers 404.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: handleFrameworkError,
    // Response serialisers compiled once per process (http/sharedSerializers.ts).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
    ajv: {
      customOptions: {
        // Report every invalid field at once (Laravel does), with the schema of each failure so
        // messages can name both bounds of a range.
        allErrors: true,
        verbose: true,
      },
    },
  });

  // Answers in the caller's language, from the Japanese of every capability (apiTranslator.ts).
  app.decorate('translator', API_TRANSLATOR);
  // First: every route of every plugin with its declared access (the role matrix test, OpenAPI).
  collectRoutes(app);
  // Every route, whoever registers it: the shared validator, and no route or request part left
  // unchecked (http/validationGuards.ts).
  app.setValidatorCompiler(compileRequestValidator);
  guardEveryRoute(app);
  // The demo outbox shows reset links and codes: this machine only (http/loopbackOnly.ts).
  restrictDevPathsToLoopback(app);
  // Absolute links follow the address a request came to when PUBLIC_URL is unset.
  decorateLinkOrigin(app, config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // Outside /api (site pages, form-post callbacks): never fastify's default, which echoes errors.
  app.setErrorHandler(siteErrorHandler);
  const databaseHealth = new DatabaseHealth({
    database,
    log: app.log,
    timeoutMs: config.database.healthTimeoutMs,
  });
  app.decorate('databaseHealth', databaseHealth);
  app.addHook('onClose', async () => databaseHealth.close());
  // Work queued after answers (recovery mails…) finishes before the database is closed.
  app.addHook('onClose', afterResponsesIdle);
  // Before any route: compression attaches to routes as they are added.
  await registerResponseCompression(app);
  // Nothing is kept by a cache unless it says so (http/cacheControl.ts).
  registerCacheControl(app);
  // An answer given before the body was read (413) still reaches the client.
  registerLingeringClose(app);
  registerJsonBodies(app);

  const broadcaster = createBroadcaster(config.realtime, () => listeningAddress(app), app.log);
  const db = database.db;
  const notifications = new NotificationService({ db, clock, broadcaster });
  app.decorate('notifications', notifications);
  app.decorate('broadcaster', broadcaster);
  const scheduledJobs: ScheduledJob[] = [];
  app.decorate('scheduledJobs', scheduledJobs);
  const services: SharedServices = {
    config,
    db,
    database,
    databaseHealth,
    clock,
    mailer: createMailer(config.mail, db, app.log),
    sms: createSmsSender(config.sms, db),
    limiter: new RateLimiter({ db, clock }),
    notifications,
    broadcaster,
    scheduledJobs,
    onContentChanged,
  };
  // Every capability (capabilities.ts): its routes under /api, then its site paths.
  await app.register(apiPlugin, { prefix: '/api', services, capabilities: CAPABILITIES });
  for (const capability of CAPABILITIES) {
    if (capability.site) await app.register(capability.site, services);
  }
  // The embedded Pusher-protocol server (realtime/), unless a hosted service is configured.
  app.decorate(
    'realtime',
    config.realtime.embedded ? await registerEmbeddedRealtime(app, config.realtime, clock) : null,
  );
  return app;
}
