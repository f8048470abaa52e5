import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pageLinkTarget } from '../shared/api/bookings/page-links';
import { installPlainIssueMessages } from '../shared/api/plain-issues';
import { type Config, productionWarnings } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { movedProfilePath } from './features/directory/clients/moved-profiles';
import { createSearchIndex } from './features/directory/search/search-index';
import { headTagsFor } from './features/directory/share/share.service';
import { registerAccount } from './features/account';
import { registerBookings } from './features/bookings';
import { registerDirectory } from './features/directory';
import { registerIntegrations } from './features/integrations';
import { registerMessaging } from './features/messaging';
import { registerOperations } from './features/operations';
import { type AppMetrics, createMetrics } from './platform/metrics';
import { createEventBus } from './platform/events';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { eventStreamsOf } from './lib/event-stream-reply';
import { registerSchedules } from './jobs/schedules';
import { createInvalidationBus } from './lib/invalidation-bus';
import { ReadCache } from './lib/read-cache';
import { registerCompression } from './plugins/compression';
import { registerAccessControl, type RouteRuleRegistry } from './plugins/access';
import { registerApiKeyAuth } from './plugins/api-key-auth';
import { rewriteBadAddress } from './plugins/bad-address';
import { registerApiReference } from './plugins/api-reference';
import { registerOpenApi } from './plugins/openapi';
import { registerErrorHandler } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { registerOriginCheck } from './plugins/origin';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestDecompression } from './plugins/request-decompression';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { registerUploads } from './plugins/uploads';
import { createAirtableClient } from './integrations/airtable/airtable-client';
import { createUploadStorage, type UploadStorage } from './integrations/storage/upload-storage';
import { createRealtime } from './realtime/io';
import { authenticateKey } from './features/account/api-keys/api-keys.service';
import { liveSessionUser } from './features/account/auth/current-user';

/** What buildApp needs; a mailer may be passed in (tests), else one is made from the config. */
interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route's declared access rule, by "METHOD url". */
    accessRules: RouteRuleRegistry;
    /** The app's mailer (jobs outside a request, such as the message digest, send through it). */
    mailer: Mailer;
    /** The app's upload storage (jobs outside a request, such as auto-delete, delete through it). */
    storage: UploadStorage;
    /** The app's metrics (main.ts adds the process's own figures to its registry). */
    metrics: AppMetrics;
  }
}

/**
 * The read cache's bound in bytes. Its largest value, the appearance matcher's index of guests,
 * weighs about 37 MB at 100,000 profiles (by approximateSize), and must fit with room to spare.
 */
const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    // 'self': /admin/docs frames the API reference this server serves at /docs-reference/
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * zod's compilers as Fastify's compiler factories. Fastify calls a factory once and compiles each
 * route's schemas with what it returns; its types describe Ajv's compilers only, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the Fastify app (no listen, so tests can inject): plugins, session, access rules, routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  installPlainIssueMessages();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s for a plugin to load is too short on a starved small host (seen when the test
    // suites share two cores): a slow start must not become a crash
    pluginTimeout: 60_000,
    // a path parameter up to 256 characters reaches its route, whose schema decides (tokens allow
    // 128): Fastify's 100 sent a longer token to the catch-all's generic 404
    routerOptions: { maxParamLength: 256 },
    // a path that cannot be decoded goes through the app's hooks to its own answer, not Fastify's FST_ERR_BAD_URL
    rewriteUrl: rewriteBadAddress,
    // zod checks requests and writes responses: Fastify's own compilers (Ajv, fast-json-stringify)
    // are then never loaded, which a start would otherwise spend about 70 ms on
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  for (const warning of productionWarnings(config)) app.log.warn(warning);

  const accessRules: RouteRuleRegistry = new Map();
  app.decorate('accessRules', accessRules);
  registerAccessControl(app, accessRules);
  registerErrorHandler(app, database.db, config.siteName);

  await registerCompression(app);
  registerRequestDecompression(app);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    // video embeds need the origin as referrer; never the full path
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secureCookies,
  });
  const costly = await registerRateLimits(app, config.rateLimitEnabled);
  registerOriginCheck(app, config.publicUrl);
  registerSession(app, database, liveSessionUser);
  registerApiKeyAuth(app, (presented) => authenticateKey({ db: database.db }, presented));
  await registerMultipart(app);
  await registerOpenApi(app);

  const mailer = options.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo }, app.log);
  app.decorate('mailer', mailer);
  const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 5_000, maxBytes: READ_CACHE_MAX_BYTES });
  const bus = await createInvalidationBus(cache, database.pool, app.log);
  app.addHook('onClose', () => bus.close());
  const realtime = await createRealtime(app, database, config, liveSessionUser);
  const storage = await createUploadStorage(config.dataDir, config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  const eventStreams = eventStreamsOf(app);
  // event streams end as the close begins: one held open would keep the server from closing
  app.addHook('preClose', async () => eventStreams.stopAll());
  const metrics = createMetrics(app, { pool: database.pool, cache, openSockets: () => realtime.io.of('/').sockets.size, eventStreams });
  app.decorate('metrics', metrics);
  const airtable = createAirtableClient({
    ...config.airtable,
    allowedPrivateHosts: config.outboundAllowedPrivateHosts,
    onCall: (ok) => metrics.outsideCall('airtable', ok),
  });
  registerSchedules(app);
  const events = createEventBus();
  app.decorate('events', events);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    cache,
    bus,
    events,
    search: createSearchIndex(database.db, app.log),
    realtime,
    storage,
    airtable,
    metrics,
  };
  // every route, domain by domain (each domain's index.ts registers its own)
  await registerAccount(app, ctx);
  await registerDirectory(app, ctx, costly);
  await registerMessaging(app, ctx);
  await registerIntegrations(app, ctx);
  await registerOperations(app, ctx);
  await registerBookings(app, ctx);
  // the reference of the public API, for admins
  await registerApiReference(app);
  await registerUploads(app, storage);
  await registerSpa(app, config.clientDir, {
    headFor: (request, path) => headTagsFor(ctx, request, path),
    isSignedIn: async (request) => (await app.sessionOf(request)) !== null,
    movedTo: (url) => movedProfilePath(ctx, url),
    linkTarget: pageLinkTarget,
  });
  return app;
}
