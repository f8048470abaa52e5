import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commandStep, keptLog, killRunning, liveLog, type StepLog, type StepResult, vitestStep } from './steps';
import { ensureChromium, ensureNginx } from './system-deps';
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

function banner(text: string, log: StepLog = liveLog): void {
  log.line(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`);
}

/** A step that could not run at all counts as one failure, with the reason. */
function broken(name: string, error: unknown, started: number, log: StepLog = liveLog): StepResult {
  const note = error instanceof Error ? error.message : String(error);
  log.line(`\n✗ ${name}: ${note}`);
  return { name, passed: 0, failed: 1, skipped: 0, seconds: (Date.now() - started) / 1000, note };
}

/**
 * Test files the PostgreSQL step leaves to the PGlite step (besides the client and shared unit
 * tests): the embedded data directory's template, which only PGlite reads.
 */
const ONLY_ON_PGLITE = ['src/server/db/data-dir-template.test.ts'];

/**
 * Test files the PGlite step leaves to the PostgreSQL step: the suites that call every route as
 * every persona and with hostile bodies. They test the routes' rules and answers, not the engine
 * (PGlite is the same PostgreSQL), grow with each route, and take about four times as long on
 * PGlite (150 s against 56 s in one CI run), where the lanes' sum neared the 20 minutes.
 * Every other route test runs on both databases.
 */
const ONLY_ON_POSTGRES = ['tests/hostile-input.test.ts', 'tests/access-rules.test.ts'];

/** The environment that leaves these files out of a vitest run (read by vitest.config.ts). */
const excluding = (files: string[]) => ({ PODIUM_TEST_EXCLUDE: files.join(',') });

async function postgresStep(log: StepLog): Promise<StepResult> {
  const name = 'route tests on PostgreSQL';
  banner(name, log);
  const started = Date.now();
  let cluster: ThrowawayPostgres | undefined;
  try {
    let url = process.env.TEST_DATABASE_URL;
    if (url) {
      log.line('Using the PostgreSQL server of TEST_DATABASE_URL.');
    } else {
      cluster = await startThrowawayPostgres();
      cleanups.add(cluster.stop);
      url = cluster.url;
      log.line(`Throwaway PostgreSQL ${cluster.version} at ${url} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    try {
      ensureNginx();
    } catch (error) {
      // the other tests still run: tests/multi-node/nginx.test.ts fails on its own, saying what is missing
      log.line(error instanceof Error ? error.message : String(error));
    }
    return await vitestStep(name, ['src/server', 'tests'], { TEST_DATABASE_URL: url, ...excluding(ONLY_ON_PGLITE) }, log);
  } catch (error) {
    return broken(name, error, started, log);
  } finally {
    if (cluster) {
      cluster.stop();
      cleanups.delete(cluster.stop);
    }
  }
}

/** The client build the browser flows run against (with Debian's Chromium in place for them). */
async function clientBuildStep(log: StepLog): Promise<StepResult> {
  banner('client build', log);
  const started = Date.now();
  if (!existsSync(join(root, 'vitest.e2e.config.ts'))) return broken('client build', new Error('vitest.e2e.config.ts is missing'), started, log);
  try {
    ensureChromium();
  } catch (error) {
    return broken('client build', error, started, log);
  }
  return commandStep('client build', 'npm', ['run', 'build'], log);
}

/**
 * The browser flows' second part: about 100 s of flows (one CI run) that whichever lane is free
 * first runs. The browser lane was the long one (1,071 s against the console's 851 s in one
 * CI); on a machine where PGlite is slower, the console lane is. Whichever ends its own steps
 * first takes these, so the two lanes end closer together either way.
 */
const BROWSER_SECOND_PART = ['tests/e2e/keyboard.e2e.test.ts', 'tests/e2e/admin-episodes.e2e.test.ts', 'tests/e2e/accessibility.e2e.test.ts'];

/** The browser flows in Chromium against the client build, unless that failed: all of them but `leaving`, or only `only`. */
async function browserStep(name: string, build: StepResult, files: { leaving?: string[]; only?: string[] }, log: StepLog): Promise<StepResult> {
  if (build.failed > 0) return broken(name, new Error('not run: the client build failed'), Date.now(), log);
  banner(name, log);
  return vitestStep(name, ['--config', 'vitest.e2e.config.ts', ...(files.only ?? [])], excluding(files.leaving ?? []), log);
}

/** The second part of the flows, run by the first lane to ask (answers null to the other). */
function secondPartTaker(built: Promise<StepResult>) {
  let taken = false;
  return async (lane: string, log: StepLog): Promise<StepResult | null> => {
    if (taken) return null;
    taken = true;
    return browserStep(`browser flows in Chromium, second part (${lane} lane)`, await built, { only: BROWSER_SECOND_PART }, log);
  };
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
  const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => `  ${r.name}: ${failure}`));
  // The failed tests again, beside the totals, where a shortened log still shows them.
  if (failures.length > 0) console.log(`\nFailed tests\n${failures.join('\n')}`);
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

/** Steps running beside the ones on the console: their output is kept and printed in one piece once they have ended. */
class Background {
  private readonly log = keptLog();
  readonly results: Promise<StepResult[]>;

  constructor(steps: (log: StepLog) => Promise<StepResult[]>) {
    this.results = steps(this.log);
    // a failure is reported by finish(), not as an unhandled rejection before it
    this.results.catch(() => undefined);
  }

  /** Waits for the steps, prints their output (also when they failed) and gives their results. */
  async finish(): Promise<StepResult[]> {
    try {
      return await this.results;
    } finally {
      process.stdout.write(this.log.kept.join(''));
    }
  }
}

/**
 * npm test: typecheck, lint, unit and route tests on PGlite, the route tests again on PostgreSQL
 * (a throwaway cluster unless TEST_DATABASE_URL is set), the client build, then the browser flows
 * in Chromium. On two cores vitest runs one file at a time, and the browser flows keep about 1.2
 * cores busy, so the steps run in two lanes side by side, of about the same length:
 * - on the console: typecheck, lint, PGlite, then PostgreSQL;
 * - in the background, the browser lane: the client build, then the browser flows;
 * - then whichever lane is free first runs the flows' second part (BROWSER_SECOND_PART).
 * The summary lists the steps in the order above.
 */
async function main(): Promise<void> {
  const started = Date.now();
  let builtNow: (build: StepResult) => void = () => undefined;
  const built = new Promise<StepResult>((resolve) => {
    builtNow = resolve;
  });
  const takeSecondPart = secondPartTaker(built);
  const browserLane = new Background(async (log) => {
    let build: StepResult;
    try {
      build = await clientBuildStep(log);
    } catch (error) {
      build = broken('client build', error, started, log);
    }
    builtNow(build);
    const browser = await browserStep('browser flows in Chromium', build, { leaving: BROWSER_SECOND_PART }, log);
    const second = await takeSecondPart('browser', log);
    return second ? [build, browser, second] : [build, browser];
  });
  banner('typecheck');
  const typecheck = await commandStep('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'], liveLog);
  banner('lint');
  const lint = await commandStep('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.'], liveLog);
  banner('unit and route tests on PGlite');
  const pglite = await vitestStep('unit and route tests on PGlite', [], { TEST_DATABASE_URL: '', ...excluding(ONLY_ON_POSTGRES) });
  const postgres = await postgresStep(liveLog);
  const secondOnConsole = await takeSecondPart('console', liveLog);
  const browserSteps = await browserLane.finish();
  const results = [typecheck, lint, pglite, postgres, ...browserSteps, ...(secondOnConsole ? [secondOnConsole] : [])];
  printSummary(results, (Date.now() - started) / 1000);
  process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  cleanUp();
  console.log('0 passed, 1 failed');
  process.exit(1);
});
