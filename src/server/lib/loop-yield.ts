import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long work may hold the event loop before it lets waiting requests run (ms). */
const SLICE_MS = 20;

/**
 * A pause to await between the items of a long synchronous loop: once `sliceMs` of work has
 * passed since the last pause, it waits for the event loop to turn (requests waiting on I/O are
 * answered), else it does not wait at all.
 */
export function loopYield(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/**
 * Runs `work` over `items` a batch at a time (a statement each, say), letting the event loop turn
 * before each batch, and sizing each next batch (from 10 to `max` items; the first has `first`) so
 * that the loop is held about 20 ms: held is the time until the loop turned during the batch (a
 * statement built and sent, PostgreSQL's answer coming over the network), or the whole batch when
 * the loop never turned (the embedded database runs its statements on this thread).
 */
export async function inTimedBatches<T>(items: T[], work: (batch: T[]) => Promise<void>, max: number, first = Math.min(max, 50)): Promise<void> {
  let size = first;
  for (let start = 0; start < items.length; ) {
    await nextTurn();
    const batch = items.slice(start, start + size);
    let turnedAt: number | undefined;
    const turn = setImmediate(() => {
      turnedAt = performance.now();
    });
    const began = performance.now();
    await work(batch);
    clearImmediate(turn);
    const held = Math.max(1, (turnedAt ?? performance.now()) - began);
    start += batch.length;
    size = Math.max(Math.min(10, max), Math.min(max, Math.round((batch.length * SLICE_MS) / held)));
  }
}
