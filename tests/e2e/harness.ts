import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { SeedSummary } from '@server/db/seed';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/chromium';
import { freePort } from '../helpers/free-port';
import { noteToastsIn } from './toasts';

const root = join(import.meta.dirname, '..', '..');

/** A running Podium server on a seeded embedded database, for browser flows. */
export interface E2eServer {
  baseUrl: string;
  accounts: SeedSummary['accounts'];
  /** Everything the server logged so far. */
  logs(): string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/auth/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not start in time:\n${output()}`);
}

/** What a browser flow may change about the server it starts. */
export interface ServerOptions {
  /** Extra environment for the server (e.g. YOUTUBE_BASE_URL of a local fake); the defaults otherwise. */
  env?: Record<string, string>;
}

/**
 * Copies the demo directory seeded once for the run (tests/e2e/global-setup.ts) into a fresh data
 * directory of its own, then starts the built server (`dist/server/main.js`) on it, on a free
 * port of 127.0.0.1.
 */
async function launchServer(options: ServerOptions): Promise<E2eServer> {
  const template = inject('e2eTemplate');
  const dataDir = mkdtempSync(join(template.serversDir, 'server-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    // no load balancer to wait for: SIGTERM stops it at once (SHUTDOWN_GRACE_MS)
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      SHUTDOWN_GRACE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the run's teardown stops a server still running when the worker ends (the spare, a crashed file's)
  const pidFile = `${dataDir}.pid`;
  writeFileSync(pidFile, String(child.pid));
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pidFile, { force: true });
  };
  try {
    await waitForServer(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, accounts: template.accounts, logs: () => output, stop };
}

/** A server with the default options, started ahead for the next test file that asks for one. */
let spare: Promise<E2eServer> | undefined;

/**
 * A fresh server for a test file (see launchServer). One with the default options is started
 * ahead while the file before runs (the files share their worker's modules), so a file does not
 * wait the seconds a server takes to start; a server with options of its own starts then.
 */
export async function startServer(options: ServerOptions = {}): Promise<E2eServer> {
  if (options.env && Object.keys(options.env).length > 0) return launchServer(options);
  const ready = spare?.catch(() => undefined);
  spare = launchServer({});
  // a failed start is the next file's to report, when it takes that server
  spare.catch(() => undefined);
  return (await ready) ?? launchServer({});
}

let shared: Promise<Browser> | undefined;

/**
 * Debian's Chromium, headless with the flags this sandbox needs: one for the whole run, as the
 * browser flows share their worker's modules (vitest.e2e.config.ts); a test file's contexts are
 * its own and closed after it.
 */
export function launchBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return shared;
}

/**
 * A fresh browser context (no cookies) pointed at the server, its pages noting the toasts they
 * show (tests/e2e/toasts.ts). CSP is bypassed so that axe (tests/e2e/axe.ts) may inject its
 * script; the app itself never relies on that.
 */
export async function newContext(browser: Browser, server: E2eServer, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 }, bypassCSP: true });
  await noteToastsIn(context);
  return context;
}

/** The account of a role from the seeded demo accounts. */
export function account(server: E2eServer, role: 'owner' | 'admin' | 'team' | 'guest') {
  const found = server.accounts.find((a) => a.role === role);
  if (!found) throw new Error(`No ${role} account`);
  return found;
}

/** The server and browser shared by the tests of one file. */
export interface E2eSuite {
  server: E2eServer;
  browser: Browser;
}

/**
 * Starts a server before a test file's tests, with the run's browser, and stops the server and
 * closes the file's browser contexts after; fields fill in beforeAll. Options given as a function
 * are read in beforeAll (after earlier hooks, such as one starting a fake the server should use).
 */
export function e2eSuite(options: ServerOptions | (() => ServerOptions) = {}): E2eSuite {
  const suite = {} as E2eSuite;
  beforeAll(async () => {
    const serverOptions = typeof options === 'function' ? options() : options;
    [suite.server, suite.browser] = await Promise.all([startServer(serverOptions), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    await suite.server?.stop();
  });
  return suite;
}
