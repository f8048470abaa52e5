import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installPlainIssueMessages } from '../shared/api/plain-issues';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { ADMIN_CONSOLE_ROUTES } from './admin-console-routes';
import { publicApiRoutes } from './features/public-api/public-api.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { movedProfilePath } from './features/admin-directory/moved-profiles';
import { authRoutes } from './features/auth/auth.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { mediaImagesRoutes } from './features/media-images/media-images.routes';
import { videoScanRoutes } from './features/video-scan/video-scan.routes';
import { profileEditingRoutes } from './features/profile-editing/profile-editing.routes';
import { keywordsRoutes } from './features/keywords/keywords.routes';
import { appearancesRoutes } from './features/appearances/appearances.routes';
import { teamRoutes } from './features/team/team.routes';
import { profileRecordsRoutes } from './features/profile-records/profile-records.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { messageDigestRoutes } from './features/message-digest/message-digest.routes';
import { messagesSocket } from './features/messages/messages.socket';
import { impersonationRoutes } from './features/impersonation/impersonation.routes';
import { navigationRoutes } from './features/navigation/navigation.routes';
import { pdfRoutes } from './features/pdf/pdf.routes';
import { podcastsRoutes } from './features/podcasts/podcasts.routes';
import { createSearchIndex } from './features/search/search-index';
import { settingsRoutes } from './features/settings/settings.routes';
import { shareRoutes } from './features/share/share.routes';
import { headTagsFor } from './features/share/share.service';
import { talkingPointsRoutes } from './features/talking-points/talking-points.routes';
import { videosRoutes } from './features/videos/videos.routes';
import { healthRoutes } from './features/health/health.routes';
import { type AppMetrics, createMetrics } from './features/health/metrics';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { eventStreamsOf } from './lib/event-stream-reply';
import { createInvalidationBus } from './lib/invalidation-bus';
import { ReadCache } from './lib/read-cache';
import { registerCompression } from './plugins/compression';
import { registerAccessControl, type RouteRuleRegistry } from './plugins/access';
import { registerApiKeyAuth } from './plugins/api-key-auth';
import { registerApiReference, registerOpenApi } from './plugins/openapi';
import { registerErrorHandler } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { registerOriginCheck } from './plugins/origin';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSession, sessionOf } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { registerUploads } from './plugins/uploads';
import { createAirtableClient } from './integrations/airtable/airtable-client';
import { createUploadStorage, type UploadStorage } from './integrations/storage/upload-storage';
import { createRealtime } from './realtime/io';

/** What buildApp needs; a mailer may be passed in (tests), else one is made from the config. */
export interface BuildOptions {
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
    /** The app's metrics (the schedules of main.ts count their runs through it). */
    metrics: AppMetrics;
  }
}

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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const accessRules: RouteRuleRegistry = new Map();
  app.decorate('accessRules', accessRules);
  registerAccessControl(app, accessRules);
  registerErrorHandler(app, database.db, config.siteName);

  await registerCompression(app);
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
  registerSession(app, database.db);
  registerApiKeyAuth(app, database.db);
  await registerMultipart(app);
  await registerOpenApi(app);

  const mailer = options.mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log);
  app.decorate('mailer', mailer);
  const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 5_000 });
  const bus = await createInvalidationBus(cache, database.pool, app.log);
  app.addHook('onClose', () => bus.close());
  const realtime = createRealtime(app, database, config);
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
  const ctx: AppContext = { config, database, db: database.db, mailer, cache, bus, search: createSearchIndex(database.db, app.log), realtime, storage, airtable, metrics };
  // /healthz, /readyz and /metrics (not under /api)
  await healthRoutes(app, ctx);
  messagesSocket(ctx, app.log);
  for (const routes of [authRoutes, impersonationRoutes, settingsRoutes, navigationRoutes, adminRoutes, videosRoutes, shareRoutes, pdfRoutes, podcastsRoutes, talkingPointsRoutes]) {
    await routes(app, ctx);
  }
  // profile self-service (issue 9)
  for (const routes of [mediaImagesRoutes, videoScanRoutes, profileEditingRoutes, keywordsRoutes, appearancesRoutes, teamRoutes, profileRecordsRoutes, messagesRoutes, messageDigestRoutes]) {
    await routes(app, ctx);
  }
  // the admin console (issue 11)
  for (const routes of ADMIN_CONSOLE_ROUTES) await routes(app, ctx);
  // the read-only public API (issue 12), and its reference for admins
  await publicApiRoutes(app, ctx);
  await registerApiReference(app, database.db);
  await clientsRoutes(app, ctx, costly);
  await registerUploads(app, storage);
  await registerSpa(app, config.clientDir, {
    headFor: (request, path) => headTagsFor(ctx, request, path),
    isSignedIn: async (request) => (await sessionOf(database.db, request)) !== null,
    movedTo: (url) => movedProfilePath(ctx, url),
  });
  return app;
}
