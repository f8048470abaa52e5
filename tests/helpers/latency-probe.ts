import { Worker } from 'node:worker_threads';

/** A client asking one address over and over from its own thread; `stop` answers each answer's time (ms), in order. */
export interface LatencyProbe {
  stop(): Promise<number[]>;
}

/** The probe's thread (plain JavaScript): GET the address every `everyMs`, timing each answer, until told to stop. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let stopping = false;
parentPort.once('message', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = performance.now();
    const answer = await fetch(workerData.url);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error('GET ' + workerData.url + ' answered ' + answer.status);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(times);
})().catch((error) => { throw error; });
`;

/**
 * Starts asking `url` (GET, answered 200) every `everyMs` from a worker thread: its clock is not
 * the server's event loop, so a loop held by the server shows as a slow answer, as it would to a
 * real client.
 */
export function startLatencyProbe(url: string, everyMs = 20): LatencyProbe {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, everyMs } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const answered = await times;
      await worker.terminate();
      return answered;
    },
  };
}

/** The `p`th percentile (0–100) of `values` (nearest rank); 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
