import type { PassThrough } from 'node:stream';
import { type AdminJob, isJobActive, type JobProgressEvent } from '@shared/api/jobs';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { eventFrame, KEEP_ALIVE_FRAME, openEventStream } from '../lib/event-stream';
import { jobChannelOf } from './job-channel';
import * as repo from './jobs.repo';

/** The job channel's topic of job rows that changed (the data is the job's id). */
const TOPIC = 'job';
/** How often an idle stream sends a comment, so proxies keep the connection open; it reads the job's row then too. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long (the browser's EventSource then reconnects): no connection is held forever. */
const MAX_STREAM_MS = 10 * 60_000;

/** Tells every node's streams that job `id`'s row changed (best effort: a stream also re-reads on its heartbeat). */
export async function announceJob(db: Db, id: number): Promise<void> {
  await jobChannelOf({ db })
    .publish(TOPIC, id)
    .catch(() => undefined);
}

function progressOf(job: AdminJob): JobProgressEvent {
  return { status: job.status, done: job.done, total: job.total, summary: job.summary, error: job.error };
}

/**
 * A Server-Sent Events stream of a job: `event: progress` whenever its row changes, `event: end`
 * (with the final state) once it finishes, a comment every 15 s. The row is read again when the
 * job channel says it changed (from whichever node runs it), when the channel may have missed a
 * message, and on each heartbeat. `stop()` ends it (client gone, app closing).
 */
export function jobEventStream(ctx: Pick<AppContext, 'db'>, first: AdminJob): { stream: PassThrough; stop: () => void } {
  const body = openEventStream(() => {
    clearTimeout(timer);
    unsubscribe();
  });
  const { stream, stop } = body;
  let last = '';
  let lastWrite = Date.now();
  const openedAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  let again = false;
  const send = (text: string) => {
    stream.write(text);
    lastWrite = Date.now();
  };
  const show = (job: AdminJob | undefined) => {
    if (body.stopped) return;
    if (!job) return stop();
    const data = progressOf(job);
    const key = JSON.stringify(data);
    if (key !== last) {
      last = key;
      send(eventFrame('progress', data));
    }
    if (!isJobActive(job.status)) {
      send(eventFrame('end', data));
      stop();
    }
  };
  /** Reads the row and shows it; a change announced during a read is read once more after it. */
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const row = await repo.findJob(ctx.db, first.id);
        show(row && repo.toAdminJob(row));
      } while (again && !body.stopped);
    } catch {
      stop();
    } finally {
      reading = false;
    }
  };
  const beat = () => {
    if (body.stopped) return;
    if (Date.now() - openedAt >= MAX_STREAM_MS) return stop();
    if (Date.now() - lastWrite >= HEARTBEAT_MS) send(KEEP_ALIVE_FRAME);
    void read();
    timer = setTimeout(beat, HEARTBEAT_MS);
  };
  const unsubscribe = jobChannelOf(ctx).subscribe(TOPIC, (id) => {
    if (id === undefined || id === first.id) void read();
  });
  send('retry: 2000\n\n');
  show(first);
  if (!body.stopped) {
    // the row may have changed between the route's read and the subscription
    void read();
    timer = setTimeout(beat, HEARTBEAT_MS);
  }
  return { stream, stop };
}
