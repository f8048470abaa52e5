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
 * before each batch. The first batch has `first` items; each next one is sized from the last
 * one's time to take about 20 ms, from 10 to `max` items. On the embedded database, whose
 * statements run on the server's own thread, batches shrink so none holds the loop long; on
 * PostgreSQL they grow to `max`.
 */
export async function inTimedBatches<T>(items: T[], work: (batch: T[]) => Promise<void>, max: number, first = Math.min(max, 50)): Promise<void> {
  let size = first;
  for (let start = 0; start < items.length; ) {
    await nextTurn();
    const batch = items.slice(start, start + size);
    const began = performance.now();
    await work(batch);
    const took = Math.max(1, performance.now() - began);
    start += batch.length;
    size = Math.max(Math.min(10, max), Math.min(max, Math.round((batch.length * SLICE_MS) / took)));
  }
}
