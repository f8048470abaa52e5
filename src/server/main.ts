import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { DatabaseLockedError } from './db/lock';
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
 * Process entry: config → database (migrated) → demo seed on an empty database → app → listen.
 * SIGTERM drains the node (SIGINT too, without the grace): /readyz answers 503 for SHUTDOWN_GRACE_MS, so load
 * balancers stop sending to it; then the app closes (no new connections, event streams and sockets
 * ended so their browsers reconnect elsewhere, requests in flight finished) and the process exits 0.
 * It exits 1 if all that takes longer than SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  const shutdown = async (signal: string) => {
    setTimeout(() => {
      console.error(`${signal}: the stop took longer than SHUTDOWN_TIMEOUT_MS (${config.shutdown.timeoutMs} ms), exiting anyway`);
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    // Ctrl-C at a terminal stops at once; a service manager's SIGTERM gives the load balancer its grace
    const graceMs = signal === 'SIGTERM' ? config.shutdown.graceMs : 0;
    app?.log.info(`${signal} received: not ready any more, closing in ${graceMs} ms`);
    app?.startDraining();
    await sleep(graceMs);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // `kill -USR2 <pid>`: one JSON line with where the memory goes (heap, buffers such as PGlite's WASM memory)
  process.on('SIGUSR2', () => console.log(JSON.stringify({ memory: process.memoryUsage() })));

  if (config.seedDemo) await seedDemoIfEmpty(database.db, { dataDir: config.dataDir, print: console.log });
  app = await buildApp({ config, database });
  // the process's own figures (memory, CPU, event-loop delay) in /metrics, beside the app's
  collectDefaultMetrics({ register: app.metrics.registry });
  startSchedules(app);
  await app.listen({ port: config.port, host: config.host });
  collectWhenQuiet(app);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`${config.siteName} is serving http://localhost:${config.port} on ${where}`);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
