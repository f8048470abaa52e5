import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The outcome of one step of the test run. */
export interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
  /** The failed tests, as "file › test: first line of the error", for the summary. */
  failures?: string[];
}

const running = new Set<ChildProcess>();

/**
 * Where a step writes: straight to the console, or, for a step that runs beside another, into
 * `kept`, printed in one piece when the step ends so that the two never interleave.
 */
export interface StepLog {
  /** Prints a line of the runner's own (or keeps it). */
  line(text: string): void;
  /** The kept output, or undefined when the step prints as it goes. */
  kept?: string[];
}

/** The console, as the output goes. */
export const liveLog: StepLog = { line: (text) => console.log(text) };

/** A log that keeps everything, for a step running in the background; print it with `kept.join('')`. */
export function keptLog(): StepLog & { kept: string[] } {
  const kept: string[] = [];
  return { kept, line: (text) => kept.push(`${text}\n`) };
}

/** Ends the commands still running (when the test run itself is stopped). */
export function killRunning(): void {
  for (const child of running) child.kill('SIGTERM');
}

/** Runs a command with its output streamed to the console or kept in the log; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, log: StepLog = liveLog): Promise<number> {
  return new Promise((resolve) => {
    const { kept } = log;
    const child = spawn(command, args, { stdio: kept ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (kept) {
      child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk.toString()));
    }
    running.add(child);
    child.once('error', () => {
      running.delete(child);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/** A step that passes or fails as one test (typecheck, lint, build). */
export async function commandStep(name: string, command: string, args: string[], log: StepLog = liveLog): Promise<StepResult> {
  const started = Date.now();
  const code = await run(command, args, {}, log);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds: (Date.now() - started) / 1000 };
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The failed tests of a JSON report, each with the first line of its error (or the file's, when it could not load). */
function failuresOf(json: VitestJson, root: string): string[] {
  const failures: string[] = [];
  for (const file of json.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.message) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return failures;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0].slice(0, 300);
}

/**
 * Runs vitest with the default reporter on the console and the JSON reporter into a file, and
 * counts its tests. A run that fails without any failed test (a file that cannot load) counts one failure.
 */
export async function vitestStep(name: string, args: string[], env: NodeJS.ProcessEnv = {}, log: StepLog = liveLog): Promise<StepResult> {
  const started = Date.now();
  const output = join(tmpdir(), `podium-vitest-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const code = await run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`], env, log);
  const seconds = (Date.now() - started) / 1000;
  if (!existsSync(output)) return { name, passed: 0, failed: 1, skipped: 0, seconds, note: `vitest exited with ${code}` };
  const json = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  rmSync(output, { force: true });
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? Math.max(1, json.numFailedTestSuites) : 0);
  return {
    name,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
    seconds,
    failures: failuresOf(json, process.cwd()),
  };
}
