import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port';

const root = join(import.meta.dirname, '..', '..');

/**
 * Which server runs: its TypeScript sources through tsx (the tests: no build needed), or the
 * build `npm run serve` runs, dist/server/main.js (the benches: the server as people run it; tsx's
 * loader and source maps cost a busy node measurable time).
 */
export type ServerScript = 'source' | 'compiled';

/** The node arguments that run `script`. */
function scriptArgs(script: ServerScript): string[] {
  if (script === 'source') return ['--import', 'tsx', join(root, 'src/server/main.ts')];
  const compiled = join(root, 'dist/server/main.js');
  if (!existsSync(compiled)) throw new Error('Run `npm run build` first: the compiled server, dist/server/main.js, is missing');
  return [compiled];
}

/** A real Podium server running in a child process on 127.0.0.1. */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  logs(): string;
  /** Sends SIGTERM and resolves once the process exited: its exit code and how long it took, or null after `ms`. */
  stop(ms?: number): Promise<{ code: number | null; ms: number } | null>;
  /** Sends SIGKILL (no graceful stop) and resolves once the process is gone. */
  kill(): Promise<void>;
}

/** Resolves once the process exited (at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/auth/user`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not start in time:\n${output()}`);
}

/**
 * Starts the server (`script`: its sources through tsx unless told) on a free port of 127.0.0.1
 * with DATA_DIR and the given environment (DATABASE_URL for PostgreSQL, none for the embedded
 * database), without the demo seed, a drain grace on SIGTERM (SHUTDOWN_GRACE_MS 0 unless given)
 * or a client build (npm test builds the client while these run), and resolves once it answers
 * HTTP. A process that cannot start is killed. `nodeFlags` go to node before the script (a bench
 * passes `npm run serve`'s).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
  script: ServerScript = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeFlags, ...scriptArgs(script)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      CLIENT_DIR: join(dataDir, 'no-client-build'),
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };
  const stop = async (ms = 10_000) => {
    const started = Date.now();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const inTime = await Promise.race([exited(child).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
    if (!inTime) return null;
    return { code: child.exitCode, ms: Date.now() - started };
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, child, () => output);
  } catch (error) {
    await kill();
    throw error;
  }
  return { baseUrl, pid: child.pid ?? 0, logs: () => output, stop, kill };
}
