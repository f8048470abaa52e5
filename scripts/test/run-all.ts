import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commandStep, killRunning, type StepResult, vitestStep } from './steps';
import { ensureChromium } from './system-deps';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const root = join(import.meta.dirname, '..', '..');
process.chdir(root);

/** Clean-ups to run however the run ends (Ctrl-C, SIGTERM, a crash). */
const cleanups = new Set<() => void>();
function cleanUp(): void {
  for (const fn of cleanups) {
    cleanups.delete(fn);
    try {
      fn();
    } catch (error) {
      console.error('clean-up failed:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    killRunning();
    cleanUp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.once('exit', cleanUp);

function banner(text: string): void {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`);
}

/** A step that could not run at all counts as one failure, with the reason. */
function broken(name: string, error: unknown, started: number): StepResult {
  const note = error instanceof Error ? error.message : String(error);
  console.error(`\n✗ ${name}: ${note}`);
  return { name, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000, note };
}

async function postgresStep(): Promise<StepResult> {
  const name = 'route tests on PostgreSQL';
  banner(name);
  const started = Date.now();
  let cluster: ThrowawayPostgres | undefined;
  try {
    let url = process.env.TEST_DATABASE_URL;
    if (url) {
      console.log('Using the PostgreSQL server of TEST_DATABASE_URL.');
    } else {
      cluster = await startThrowawayPostgres();
      cleanups.add(cluster.stop);
      url = cluster.url;
      console.log(`Throwaway PostgreSQL ${cluster.version} at ${url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    // Pure client and shared unit tests already ran in the PGlite step.
    return await vitestStep(name, ['src/server', 'tests'], { TEST_DATABASE_URL: url });
  } catch (error) {
    return broken(name, error, started);
  } finally {
    if (cluster) {
      cluster.stop();
      cleanups.delete(cluster.stop);
    }
  }
}

async function browserStep(): Promise<StepResult[]> {
  const name = 'browser flows in Chromium';
  banner(name);
  const started = Date.now();
  if (!existsSync(join(root, 'vitest.e2e.config.ts'))) {
    return [broken(name, new Error('vitest.e2e.config.ts is missing'), started)];
  }
  try {
    ensureChromium();
  } catch (error) {
    return [broken(name, error, started)];
  }
  const build = await commandStep('client build', 'npm', ['run', 'build']);
  if (build.failed > 0) return [build, broken(name, new Error('not run: the client build failed'), started)];
  return [build, await vitestStep(name, ['--config', 'vitest.e2e.config.ts'])];
}

function printSummary(results: StepResult[], totalSeconds: number): void {
  const rows = results.map((r) => [
    r.failed > 0 ? '✗' : r.note?.startsWith('skipped') ? '–' : '✓',
    r.name,
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    `${r.seconds.toFixed(1)} s`,
    r.note ?? '',
  ]);
  const header = ['', 'step', 'passed', 'failed', 'skipped', 'time', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= 5 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log('\nSummary');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log(`Total time ${totalSeconds.toFixed(0)} s${skipped > 0 ? `; ${skipped} tests skipped` : ''}`);
  // The last line, alone: the totals that CI reads.
  console.log(`${passed} passed, ${failed} failed`);
}

/**
 * npm test: typecheck, lint, unit and route tests on PGlite, the route tests again on PostgreSQL
 * (a throwaway cluster unless TEST_DATABASE_URL is set), then the browser flows in Chromium.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const results: StepResult[] = [];
  banner('typecheck');
  results.push(await commandStep('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']));
  banner('lint');
  results.push(await commandStep('lint', 'npx', ['biome', 'lint', '--error-on-warnings', '.']));
  banner('unit and route tests on PGlite');
  results.push(await vitestStep('unit and route tests on PGlite', [], { TEST_DATABASE_URL: '' }));
  results.push(await postgresStep());
  results.push(...(await browserStep()));
  printSummary(results, (Date.now() - started) / 1000);
  process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  cleanUp();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
