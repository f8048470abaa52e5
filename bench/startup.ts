import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/helpers/free-port';

/** What a cold start of the compiled server measured. */
export interface StartupResult {
  /** From spawning the process to the first 200 on /, on an empty data directory (migrate, seed, listen). */
  firstOkMs: number;
  /** Resident memory once idle after start-up, in MB, and the parts Node reports. */
  idleRssMb: number;
  heapUsedMb: number;
  externalMb: number;
  arrayBuffersMb: number;
}

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Starts dist/server/main.js as `npm run serve` does (run `npm run build` first) on a fresh temporary DATA_DIR and
 * 127.0.0.1, times the first 200 on /, waits `idleSeconds`, reads its resident memory (and its
 * own report of heap and buffers, asked for with SIGUSR2), then stops it.
 */
export async function measureStartup(root: string, idleSeconds = 5, nodeFlags: string[] = ['--expose-gc', '--max-semi-space-size=4']): Promise<StartupResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-startup-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    let firstOkMs = 0;
    while (!firstOkMs) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 from / within 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) firstOkMs = performance.now() - started;
      else await sleep(50);
    }
    await sleep(idleSeconds * 1000);
    const idleRssMb = rssOf(child.pid!);
    child.kill('SIGUSR2');
    await sleep(300);
    const report = /"memory":(\{[^}]*\})/.exec(output)?.[1];
    const memory = report ? (JSON.parse(report) as Record<string, number>) : {};
    return {
      firstOkMs,
      idleRssMb,
      heapUsedMb: (memory.heapUsed ?? 0) / MB,
      externalMb: (memory.external ?? 0) / MB,
      arrayBuffersMb: (memory.arrayBuffers ?? 0) / MB,
    };
  } finally {
    // a server that already exited (a failed start) sends no further 'exit'
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
