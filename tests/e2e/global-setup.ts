import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, EMBEDDED_TEMPLATE, wrapPglite } from '@server/db/client';
import { type SeedSummary, seedDemoIfEmpty } from '@server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The data directory seeded once with the demo directory, and its accounts with their
     * passwords; serversDir holds each server's copy, with a `{copy}.pid` file while it runs.
     */
    e2eTemplate: { dataDir: string; serversDir: string; accounts: SeedSummary['accounts'] };
  }
}

const root = join(import.meta.dirname, '..', '..');

/**
 * Seeds one embedded data directory with the demo directory before the browser flows; each test
 * file's server then starts on its own copy of it (tests/e2e/harness.ts) instead of migrating and
 * seeding again. It starts from the build's migrated template.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const built = join(root, 'dist', 'server');
  if (!existsSync(join(built, 'main.js'))) throw new Error('dist/server/main.js is missing: the browser flows run the built app, run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-e2e-template-'));
  const serversDir = mkdtempSync(join(tmpdir(), 'podium-e2e-servers-'));
  const pglite = await createPglite(join(dataDir, 'db'), new Blob([readFileSync(join(built, EMBEDDED_TEMPLATE))]));
  const database = await wrapPglite(pglite);
  try {
    const summary = await seedDemoIfEmpty(database.db, { dataDir, print: () => undefined });
    if (!summary) throw new Error('the e2e template was not empty');
    project.provide('e2eTemplate', { dataDir, serversDir, accounts: summary.accounts });
  } finally {
    await database.close();
  }
  return () => {
    stopLeftServers(serversDir);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serversDir, { recursive: true, force: true });
  };
}

/** Stops the servers whose pid files are still there: the spare started ahead, or one of a file that crashed. */
function stopLeftServers(serversDir: string): void {
  for (const name of readdirSync(serversDir).filter((n) => n.endsWith('.pid'))) {
    try {
      process.kill(Number(readFileSync(join(serversDir, name), 'utf8')), 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
