import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ParseAnswer, ParseRequest } from './feed-parse-worker';
import { FeedError } from './feed-parser';
import type { ParsedFeed } from './feed-types';

/** How many feeds are parsed at once: one worker, two when the machine has cores to spare. */
const WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * A worker's heap (MB): its old generation, where a feed that needs more fails alone and the server
 * stays up, and a small young generation, so the worker's memory stays near what it holds.
 */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

/** The longest one feed may take to parse before its worker is stopped (ms). */
const PARSE_TIMEOUT_MS = 60_000;

/** How long a worker with nothing to do is kept before it is stopped (ms). */
const IDLE_MS = 30_000;

const WORKER_OPTIONS: WorkerOptions = { resourceLimits: HEAP_LIMITS };

/** A feed waiting to be parsed, and who waits for it. */
interface Job {
  request: ParseRequest;
  resolve(feed: ParsedFeed): void;
  reject(error: Error): void;
}

/** A worker, the feed it is parsing (null: idle), and its timer (the parse's limit, or the idle wait). */
interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
}

const slots = new Set<Slot>();
const queue: Job[] = [];

/**
 * A worker thread running feed-parse-worker: the compiled file beside the server's bundle
 * (dist/server), or, from the sources (tsx, vitest), the TypeScript file loaded through tsx.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./feed-parse-worker.js', here), WORKER_OPTIONS);
  const source = new URL('./feed-parse-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...WORKER_OPTIONS, eval: true });
}

/** Stops a slot's worker and forgets it; its job, if any, is the caller's to settle. */
function retire(slot: Slot): Promise<number> {
  clearTimeout(slot.timer);
  slots.delete(slot);
  return slot.worker.terminate();
}

/** Settles the slot's job with `settle`, then keeps the worker idle (not holding the process open) for the next. */
function finish(slot: Slot, settle: (job: Job) => void): void {
  const job = slot.job;
  if (!job || !slots.has(slot)) return;
  clearTimeout(slot.timer);
  slot.job = null;
  slot.worker.unref();
  slot.timer = setTimeout(() => void retire(slot), IDLE_MS).unref();
  settle(job);
  pump();
}

/** A worker that died (out of memory, or failed to start): its job fails, and it is replaced when needed. */
function lose(slot: Slot, error: Error & { code?: string }): void {
  if (!slots.has(slot)) return;
  const job = slot.job;
  void retire(slot);
  job?.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedError('The feed is too large to read: it needs more memory than a feed may use') : error);
  pump();
}

/** A new worker, answering through `finish` and replaced through `lose`. */
function startSlot(): Slot {
  const slot: Slot = { worker: startWorker(), job: null, timer: undefined };
  slot.worker.on('message', (answer: ParseAnswer) =>
    finish(slot, (job) => {
      if ('feed' in answer) job.resolve(answer.feed);
      else if ('refused' in answer) job.reject(new FeedError(answer.refused.message, answer.refused.alternate));
      else job.reject(new Error(`Parsing the feed failed: ${answer.failed}`));
    }),
  );
  slot.worker.on('error', (error) => lose(slot, error));
  slot.worker.on('exit', (code) => lose(slot, new Error(`The feed parser stopped (exit code ${code})`)));
  slots.add(slot);
  return slot;
}

/** Gives waiting feeds to idle workers, starting workers up to WORKERS. */
function pump(): void {
  while (queue.length > 0) {
    const slot = [...slots].find((s) => s.job === null) ?? (slots.size < WORKERS ? startSlot() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      void retire(slot);
      job.reject(new FeedError(`The feed took longer than ${PARSE_TIMEOUT_MS / 1000} seconds to read`));
      pump();
    }, PARSE_TIMEOUT_MS).unref();
    const { body } = job.request;
    // the bytes move to the worker rather than being copied: copying 10 MB holds the event loop
    const bytes = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
    slot.worker.postMessage({ ...job.request, body: bytes }, [bytes.buffer as ArrayBuffer]);
  }
}

/**
 * Reads a fetched feed's bytes (in their own encoding) as parseFeed does, in a worker thread, so
 * no feed holds the event loop: only its newest `maxItems` items come back. Rejects with the
 * FeedError parseFeed would throw (its plain message and alternate), or a FeedError when the feed
 * needs more than a worker's memory or time; a worker that fails is replaced. `body` is handed
 * over: when it owns its memory, that memory moves to the worker and `body` is empty after.
 */
export function parseFeedOffThread(body: Buffer, contentType: string | undefined, maxItems: number): Promise<ParsedFeed> {
  return new Promise((resolve, reject) => {
    queue.push({ request: { body, contentType, maxItems }, resolve, reject });
    pump();
  });
}

/** Stops every feed worker (the app closing); feeds still waiting fail. The next parse starts a worker again. */
export async function stopFeedParsing(): Promise<void> {
  const stopping = new Error('Feeds are not read while the server stops');
  for (const job of queue.splice(0)) job.reject(stopping);
  await Promise.all(
    [...slots].map((slot) => {
      slot.job?.reject(stopping);
      return retire(slot);
    }),
  );
}
