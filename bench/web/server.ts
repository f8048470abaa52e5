import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tests/helpers/free-port';

/** A running compiled server on a throwaway data directory. */
export interface DemoServer {
  origin: string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHome(child: ChildProcess, origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`no 200 from ${origin}/ within ${timeoutMs / 1000} s`);
}

/**
 * Starts dist/server/main.js on 127.0.0.1, a free port and a fresh temporary DATA_DIR. The demo
 * data is seeded before the server listens, so the first 200 on / means the seed is done. `env`
 * is laid over this process's environment (a variable set to undefined is left out).
 */
export async function startDemoServer(root: string, env: Record<string, string | undefined> = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHome(child, origin, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
