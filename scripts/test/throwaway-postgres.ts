import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { freePort } from '@tests/helpers/free-port';
import { ensurePostgresBin, isRoot } from './system-deps';

/** A PostgreSQL cluster made for one test run; `stop` stops it and removes its folder (idempotent). */
export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
  /** Stops the server at once (`pg_ctl -m immediate`: every connection dropped, as in a crash), keeping its data. */
  crash(): void;
  /** Starts the server again on the same port after `crash()`; returns once it accepts connections. */
  restart(): void;
}

/**
 * Starts a PostgreSQL cluster of our own in a temporary folder, on a free port of 127.0.0.1,
 * with its unix socket in that folder and trust authentication for local connections. As root
 * it runs as the postgres user (PostgreSQL refuses root). It never touches the machine's own clusters.
 * Commits are asynchronous (fast, but the last ones are lost when the server crashes) unless `durable`.
 */
export async function startThrowawayPostgres(options: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bin = ensurePostgresBin();
  const version = basename(dirname(bin));
  const dir = mkdtempSync(join(tmpdir(), 'podium-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(join(bin, command), args, { stdio: 'pipe', cwd: dir });
  // fsync only guards against the machine crashing; an acknowledged commit survives the server's crash unless commits are asynchronous
  const durability = options.durable ? '' : '-c synchronous_commit=off';
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-t',
      '60',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off ${durability} -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  const stopNow = () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  let started = false;
  try {
    asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    start();
    started = true;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    let log = '';
    try {
      log = execFileSync('tail', ['-n', '20', join(dir, 'server.log')], { stdio: 'pipe' }).toString();
    } catch {
      // no log yet
    }
    if (!started) rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a throwaway PostgreSQL: ${stderr || String(error)}${log ? `\n${log}` : ''}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        stopNow();
      } catch {
        // already gone
      }
      rmSync(dir, { recursive: true, force: true });
    },
    crash: () => void stopNow(),
    restart: () => void start(),
  };
}
