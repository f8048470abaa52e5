import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './throwaway-postgres';

const pg = await startThrowawayPostgres();
const files = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
await pg.stop();
process.exit(result.status ?? 1);
