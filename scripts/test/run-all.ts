import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commandStep, type StepResult, vitestStep } from './steps';
import { ensureChromium } from './system-deps';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

const root = join(import.meta.dirname, '..', '..');
process.chdir(root);

/** A step that could not run at all counts as one failure, with the reason. */
function broken(name: string, error: unknown, started: number): StepResult {
  const note = error instanceof Error ? error.message : String(error);
  console.error(`\n✗ ${name}: ${note}`);
  return { name, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000, note };
}

async function postgresStep(): Promise<StepResult> {
  const name = 'route tests on PostgreSQL';
  const started = Date.now();
  let cluster: ThrowawayPostgres | undefined;
  const stop = () => cluster?.stop();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    let url = process.env.TEST_DATABASE_URL;
    if (!url) {
      cluster = await startThrowawayPostgres();
      url = cluster.url;
      console.log(`Throwaway PostgreSQL at ${url}`);
    }
    return await vitestStep(name, ['src/server', 'tests'], { TEST_DATABASE_URL: url });
  } catch (error) {
    return broken(name, error, started);
  } finally {
    stop();
  }
}

async function browserStep(): Promise<StepResult[]> {
  const started = Date.now();
  try {
    ensureChromium();
  } catch (error) {
    return [broken('browser flows in Chromium', error, started)];
  }
  const build = await commandStep('client build', 'npx', ['vite', 'build']);
  if (build.failed > 0) return [build];
  if (!existsSync(join(root, 'vitest.e2e.config.ts'))) {
    return [build, broken('browser flows in Chromium', new Error('vitest.e2e.config.ts is missing'), started)];
  }
  return [build, await vitestStep('browser flows in Chromium', ['--config', 'vitest.e2e.config.ts'])];
}

function printSummary(results: StepResult[]): void {
  console.log('\nSummary');
  for (const r of results) {
    const mark = r.failed > 0 ? '✗' : '✓';
    const skipped = r.skipped > 0 ? `, ${r.skipped} skipped` : '';
    const note = r.note ? ` — ${r.note}` : '';
    console.log(`${mark} ${r.name}: ${r.passed} passed, ${r.failed} failed${skipped} (${r.seconds.toFixed(1)} s)${note}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
}

/** npm test: typecheck, lint, unit and route tests on PGlite, route tests on PostgreSQL, browser flows. */
async function main(): Promise<void> {
  const started = Date.now();
  const results: StepResult[] = [];
  results.push(await commandStep('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']));
  results.push(await commandStep('lint', 'npx', ['biome', 'lint', '--error-on-warnings', '.']));
  results.push(await vitestStep('unit and route tests on PGlite', []));
  results.push(await postgresStep());
  results.push(...(await browserStep()));
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  printSummary(results);
  process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
}

void main();
