import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';
import { seedBenchProfiles } from './seed-profiles';

/**
 * The benchmark's server process: opens the database of DATA_DIR or DATABASE_URL, makes sure it
 * holds the generated profiles, adds a hello-world route beside the real ones, listens on
 * 127.0.0.1 and prints one JSON line `{ "ready": true, "port": N }`.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  await seedBenchProfiles(database.db, Number(process.env.BENCH_PROFILES ?? 100_000), (line) => console.error(line));
  const app = await buildApp({ config, database, logger: false });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(JSON.stringify({ ready: true, port: typeof address === 'object' && address ? address.port : 0 }));
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
