import { PassThrough } from 'node:stream';
import { type AdminJob, isJobActive, type JobProgressEvent } from '../../shared/api/operations/admin-jobs';
import type { AppContext } from '../context';
import * as repo from './jobs.repo';

/** How often the stream reads the job row (from the database, so it works whichever node runs the job). */
export const POLL_MS = 500;
/** How often an idle stream sends a comment, so proxies keep the connection open. */
export const HEARTBEAT_MS = 15_000;
/** A stream ends after this long (the browser's EventSource then reconnects): no connection is held forever. */
export const MAX_STREAM_MS = 10 * 60_000;

function frame(event: string, data: JobProgressEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function progressOf(job: AdminJob): JobProgressEvent {
  return { status: job.status, done: job.done, total: job.total, summary: job.summary, error: job.error };
}

/**
 * A Server-Sent Events stream of a job: `event: progress` whenever its row changes, `event: end`
 * (with the final state) once it finishes, a comment every 15 s. `stop()` ends it (client gone, app closing).
 */
export function jobEventStream(ctx: Pick<AppContext, 'db'>, first: AdminJob): { stream: PassThrough; stop: () => void } {
  const stream = new PassThrough();
  let stopped = false;
  let last = '';
  let lastWrite = Date.now();
  const openedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    stream.end();
  };
  const send = (text: string) => {
    stream.write(text);
    lastWrite = Date.now();
  };
  const tick = async (job: AdminJob | undefined) => {
    if (stopped) return;
    if (!job) return stop();
    const data = progressOf(job);
    const key = JSON.stringify(data);
    if (key !== last) {
      last = key;
      send(frame('progress', data));
    }
    if (!isJobActive(job.status)) {
      send(frame('end', data));
      return stop();
    }
    if (Date.now() - openedAt >= MAX_STREAM_MS) return stop();
    if (Date.now() - lastWrite >= HEARTBEAT_MS) send(': keep-alive\n\n');
    timer = setTimeout(() => {
      repo
        .findJob(ctx.db, job.id)
        .then((row) => tick(row && repo.toAdminJob(row)))
        .catch(stop);
    }, POLL_MS);
  };
  stream.on('close', stop);
  send('retry: 2000\n\n');
  void tick(first);
  return { stream, stop };
}
