import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgresBin, isRoot } from './system-deps';
import { freePort } from '../../tests/helpers/free-port';

/** A PostgreSQL cluster made for one test run; `stop` removes it. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/**
 * Starts a PostgreSQL cluster of our own in a temporary folder, on a free port of 127.0.0.1,
 * with trust authentication for local connections. As root it runs as the postgres user
 * (PostgreSQL refuses root). It never touches the machine's own clusters.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensurePostgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'podium-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  try {
    asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`Could not start a throwaway PostgreSQL: ${detail}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
