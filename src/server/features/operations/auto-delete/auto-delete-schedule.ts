import type { FastifyBaseLogger } from 'fastify';
import { repeat } from '../../../jobs/repeat';
import { type AutoDeleteContext, runAutoDelete } from './auto-delete.service';

/** How often the schedule looks whether a run is due (a restart does not skip a day). */
const TICK_MS = 15 * 60 * 1000;

/**
 * Runs the enabled auto-delete rules every AUTO_DELETE_INTERVAL_HOURS until the returned function
 * is called; nothing when it is 0. Every node ticks, and a run is claimed in the database (one run
 * at a time, and none when a scheduled run started within the interval), so with several nodes
 * only one runs it. Failures are logged and the next tick tries again.
 */
export function scheduleAutoDelete(ctx: AutoDeleteContext, hours: number, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): () => void {
  if (hours === 0) return () => undefined;
  return repeat({
    everyMs: Math.min(TICK_MS, hours * 3_600_000),
    run: async () => {
      const done = await runAutoDelete(ctx, null, hours);
      if (done && done.total > 0) log.info({ removed: Object.fromEntries(done.rules.map((r) => [r.rule, r.count])) }, 'auto-delete run');
    },
    onError: (error) => log.warn({ err: error }, 'auto-delete run failed'),
  });
}
