import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/lock';

/**
 * Process entry: config → database (migrated) → demo seed on an empty database → app → listen
 * (start-app.ts, imported while the database opens: loading the app's code and opening the
 * embedded database overlap, as the database waits on its files and its WASM compiling).
 * SIGTERM drains the node (SIGINT too, without the grace): /readyz answers 503 for SHUTDOWN_GRACE_MS, so load
 * balancers stop sending to it; then the app closes (no new connections, event streams and sockets
 * ended so their browsers reconnect elsewhere, requests in flight finished) and the process exits 0.
 * It exits 1 if all that takes longer than SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const opening = openDatabase(config);
  // answered below, after the app's code has loaded: not an unhandled rejection in the meantime
  opening.catch(() => undefined);
  const { startApp } = await import('./start-app');
  const database = await opening;
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

  app = await startApp(config, database);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
