import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Whether this process runs as root (and may install with apt-get). */
export const isRoot = process.getuid?.() === 0;

let aptUpdated = false;

/**
 * Installs Debian packages with apt-get when running as root; otherwise throws a message naming
 * what to install by hand.
 */
export function aptInstall(packages: string[], why: string): void {
  if (!isRoot) {
    throw new Error(`${why} is missing. Install it first: sudo apt-get install -y ${packages.join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  console.log(`Installing ${packages.join(', ')} with apt-get (${why})…`);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/** The path of Debian's Chromium, installing it when missing. */
export function ensureChromium(): string {
  const path = '/usr/bin/chromium';
  if (!existsSync(path)) aptInstall(['chromium'], 'Chromium (for the browser tests)');
  return path;
}

/** Where Debian's nginx is installed. */
export const NGINX_PATH = '/usr/sbin/nginx';

/** The path of Debian's nginx (the load balancer of the multi-node tests), installing it when missing. */
export function ensureNginx(): string {
  if (!existsSync(NGINX_PATH)) aptInstall(['nginx'], 'nginx (for the tests through a load balancer)');
  return NGINX_PATH;
}

/** The bin folder of the newest installed PostgreSQL server, installing Debian's postgresql when missing. */
export function ensurePostgresBin(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root)
      .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? `${root}/${versions[0]}/bin` : undefined;
  };
  const found = find();
  if (found) return found;
  aptInstall(['postgresql'], 'PostgreSQL (for the route tests on a real server)');
  const installed = find();
  if (!installed) throw new Error('PostgreSQL was installed but initdb was not found under /usr/lib/postgresql.');
  return installed;
}
