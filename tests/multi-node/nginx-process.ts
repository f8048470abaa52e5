import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_PATH } from '../../scripts/test/system-deps';
import { freePort } from '../helpers/free-port';

/** The shipped load balancer configuration (an http-level file). */
const SHIPPED_CONFIG = join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

/** A throwaway nginx on 127.0.0.1 running deploy/nginx.conf in front of some app nodes. */
export interface NginxProcess {
  baseUrl: string;
  /** The access log so far (deploy/nginx.conf's `podium` format, with `upstream=HOST:PORT`). */
  accessLog(): string;
  /** Everything nginx wrote to stderr and its error logs so far. */
  logs(): string;
  /** Stops nginx (SIGTERM, then SIGKILL to its process group after 3 s) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf with its example nodes replaced by `nodes` (HOST:PORT, keeping each line's
 * parameters), `listen 80;` by `listen 127.0.0.1:<port>;` and /var/log/nginx/ by `logDir`.
 * Throws if the file no longer has the lines it replaces.
 */
export function shippedConfig(nodes: string[], port: number, logDir: string): string {
  const lines = readFileSync(SHIPPED_CONFIG, 'utf8').split('\n');
  const nodeLine = /^(\s*)server\s+10\.0\.0\.\d+:3000(\s.*)?;$/;
  const first = lines.findIndex((l) => nodeLine.test(l));
  const listen = lines.findIndex((l) => /^\s*listen\s+80;$/.test(l));
  if (first < 0 || listen < 0) throw new Error('deploy/nginx.conf lost its example `server 10.0.0.x:3000` lines or its `listen 80;`');
  const [, indent, params = ''] = nodeLine.exec(lines[first]!)!;
  lines[listen] = lines[listen]!.replace('listen 80;', `listen 127.0.0.1:${port};`);
  lines[first] = nodes.map((node) => `${indent}server ${node}${params};`).join('\n');
  return lines
    .filter((l, i) => i === first || !nodeLine.test(l))
    .join('\n')
    .replaceAll('/var/log/nginx/', `${logDir}/`);
}

/** Resolves once nginx answers on `url` (any status), or throws after 10 s or when it exited. */
async function waitForNginx(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output()}`);
    try {
      await fetch(`${url}/api/auth/user`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start in time:\n${output()}`);
}

/**
 * Starts Debian's nginx in the foreground with a main configuration of its own (in a temporary
 * folder: pid file, logs and temp paths, so no root paths are touched) whose `http { }` includes
 * deploy/nginx.conf as `shippedConfig` rewrites it. As root its workers run as nobody, so the
 * folder is left readable to them.
 */
export async function startNginx(nodes: string[]): Promise<NginxProcess> {
  // npm test installs it (ensureNginx); a test run without it fails here rather than skip
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: npm test installs it, or run apt-get install -y nginx`);
  const dir = mkdtempSync(join(tmpdir(), 'podium-nginx-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'podium.conf'), shippedConfig(nodes, port, dir));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      ...temp,
      `  include ${dir}/podium.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(NGINX_PATH, ['-p', `${dir}/`, '-e', 'stderr', '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, so that a master killed after all takes its workers with it
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const logs = () => output + read('error.log') + read('podium.error.log');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      // SIGTERM is nginx's fast shutdown: its workers close open WebSockets instead of waiting for them
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // the group is gone already
        }
      }, 3_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForNginx(baseUrl, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, accessLog: () => read('podium.access.log'), logs, stop };
}
