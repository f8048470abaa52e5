import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import sharp from 'sharp';
import { buildApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { startSchedules } from './jobs/schedules';
import { startIdleCollector } from './lib/idle-collector';

/**
 * Collects garbage each time the server falls quiet after requests (lib/idle-collector.ts), while
 * it listens, starting with start-up's own (above all the decompressed embedded template on a first
 * start, about 43 MB, and the demo seed's): collected once the first requests are answered, not
 * before them.
 */
function collectWhenQuiet(app: FastifyInstance): void {
  const collector = startIdleCollector();
  collector.touch();
  app.server.on('request', (_request, response) => {
    collector.touch();
    response.once('close', collector.touch);
  });
  app.server.once('close', collector.stop);
}

/**
 * Everything after the database is open: the demo seed on an empty database, the app, its
 * schedules, and listening. main.ts imports this module while the database opens, so the bulk of
 * the server's code loads in that time.
 */
export async function startApp(config: Config, database: Database): Promise<FastifyInstance> {
  // images are made one at a time and not kept by libvips: its cache and threads cost memory that stays resident
  sharp.cache(false);
  sharp.concurrency(1);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, { dataDir: config.dataDir, print: console.log });
  const app = await buildApp({ config, database });
  // the process's own figures (memory, CPU, event-loop delay) in /metrics, beside the app's
  collectDefaultMetrics({ register: app.metrics.registry });
  startSchedules(app);
  await app.listen({ port: config.port, host: config.host });
  collectWhenQuiet(app);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`${config.siteName} is serving http://localhost:${config.port} on ${where}`);
  return app;
}
