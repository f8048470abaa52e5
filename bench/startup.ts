import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/helpers/free-port';
import { serveSettings } from './serve-settings';

/** What a cold start of the compiled server measured, and a restart on the data it left. */
export interface StartupResult {
  /** From spawning the process to the first 200 on /, on an empty data directory (migrate, seed, listen). */
  firstOkMs: number;
  /** From spawning it again on the same data directory to the first 200 on /. */
  restartOkMs: number;
  /** Resident memory once idle after start-up and a short load, in MB, and the parts Node reports. */
  idleRssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What a visitor's first minute asks for: the home page, the featured cards, a search and a profile list. */
const SHORT_LOAD = ['/', '/api/clients/featured', '/api/clients/search?q=lead', '/api/clients?limit=24'];

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A started server: its process, everything it printed so far, and how long its first 200 on / took. */
interface Started {
  child: ChildProcess;
  output: () => string;
  firstOkMs: number;
}

/** Spawns dist/server/main.js as `npm run serve` does, on `dataDir` and 127.0.0.1:`port`, and waits for its first 200 on /. */
async function startServer(root: string, dataDir: string, port: number, env: Record<string, string>, nodeFlags: string[]): Promise<Started> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...serveSettings(root).env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
    ...env,
  };
  // the embedded database unless this start names a PostgreSQL server
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, join(root, 'dist/server/main.js')], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 from / within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { child, output: () => output, firstOkMs: performance.now() - started };
      await sleep(50);
    }
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** Stops a server (SIGTERM) and waits for it to exit; one that already exited is left as it is. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** What start-up measures besides the defaults: seconds idle before the memory is read, Node's flags, and the environment (DATABASE_URL for PostgreSQL). */
interface StartupOptions {
  idleSeconds?: number;
  nodeFlags?: string[];
  env?: Record<string, string>;
}

/**
 * Starts dist/server/main.js (run `npm run build` first) on a fresh temporary DATA_DIR and
 * 127.0.0.1, times the first 200 on /, sends it a short load (each page of SHORT_LOAD ten times),
 * waits `idleSeconds`, reads its resident memory (and its own report of heap and buffers, asked
 * for with SIGUSR2), stops it, then times a restart on the same data directory.
 */
export async function measureStartup(root: string, options: StartupOptions = {}): Promise<StartupResult> {
  const { idleSeconds = 5, nodeFlags = serveSettings(root).nodeFlags, env = {} } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-startup-'));
  const port = await freePort();
  try {
    const cold = await startServer(root, dataDir, port, env, nodeFlags);
    let memory: Record<string, number> = {};
    let idleRssMb = 0;
    try {
      for (let round = 0; round < 10; round++) for (const path of SHORT_LOAD) await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.arrayBuffer());
      await sleep(idleSeconds * 1000);
      idleRssMb = rssOf(cold.child.pid!);
      cold.child.kill('SIGUSR2');
      await sleep(300);
      const report = /"memory":(\{[^}]*\})/.exec(cold.output())?.[1];
      memory = report ? (JSON.parse(report) as Record<string, number>) : {};
    } finally {
      await stop(cold.child);
    }
    const warm = await startServer(root, dataDir, port, env, nodeFlags);
    await stop(warm.child);
    return {
      firstOkMs: cold.firstOkMs,
      restartOkMs: warm.firstOkMs,
      idleRssMb,
      heapUsedMb: (memory.heapUsed ?? 0) / MB,
      externalMb: (memory.external ?? 0) / MB,
      arrayBuffersMb: (memory.arrayBuffers ?? 0) / MB,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
