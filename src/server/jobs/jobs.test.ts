import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createUser } from '@tests/factories';
import { clearActiveProfileSpider } from '@tests/helpers/fixtures/operations/jobs';
import { testDatabaseUrl } from '@tests/helpers/databases';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { SessionUser } from '@shared/api/session-user';
import { sessionUser } from '@tests/fixtures/session-user';
import type { Database } from '../db/client';
import { openPostgres } from '../db/postgres';
import { adminJobs } from '../db/schema';
import { autoDeleteJob, runAutoDelete } from '../features/operations/auto-delete/auto-delete.service';
import { defineJob } from './define-job';
import { closeJobChannel, jobChannelOf } from './job-channel';
import { jobEventStream } from './job-events';
import { type JobHandle, settleJobs, startJob } from './run-job';

let t: TestApp;
let user: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  const row = await createUser(t.db, { role: 'admin' });
  user = sessionUser({ id: row.id, name: 'Admin', email: row.email });
});
afterAll(() => t.close());

const runs: string[] = [];
const jobs = () => ({ db: t.db, metrics: { jobRun: (kind: string, outcome: string) => void runs.push(`${kind} ${outcome}`) } });
const quiet = { info: () => undefined, warn: () => undefined };

/** A worker that reports one step and ends, each when the test lets it. */
function steppedWorker() {
  const gate = () => {
    let open!: () => void;
    const shut = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { shut, open };
  };
  const [first, second] = [gate(), gate()];
  const worker = async (job: JobHandle) => {
    await first.shut;
    await job.progress(1, 2);
    await second.shut;
    return { steps: 2 };
  };
  return { worker, step: first.open, end: second.open };
}

/** Everything a stream wrote, as text so far. */
function collected(stream: NodeJS.ReadableStream): () => string {
  let text = '';
  stream.on('data', (chunk) => {
    text += String(chunk);
  });
  return () => text;
}

describe('a job’s progress stream', () => {
  it('shows each step as the runner announces it and reads the row only then: no polling while nothing changes', async () => {
    await clearActiveProfileSpider(t.db);
    const { worker, step, end } = steppedWorker();
    const job = await startJob(jobs(), user, 'profile-spider', {}, worker);
    onTestFinished(() => {
      step();
      end();
    });
    const selects = vi.spyOn(t.db, 'select');
    const { stream } = jobEventStream(t, job);
    const text = collected(stream);
    try {
      // the read after subscribing, and on PostgreSQL one more once the channel listens
      await vi.waitFor(() => expect(selects).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 300));
      const settled = selects.mock.calls.length;
      expect(settled).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(selects).toHaveBeenCalledTimes(settled);
    } finally {
      selects.mockRestore();
    }
    step();
    await vi.waitFor(() => expect(text()).toContain('"done":1,"total":2'), 3_000);
    end();
    await vi.waitFor(() => expect(text()).toMatch(/event: end\ndata: \{"status":"succeeded"/), 3_000);
    await settleJobs(t.db);
  });
});

describe.skipIf(!testDatabaseUrl)('on PostgreSQL, between nodes', () => {
  let other: Database;
  beforeAll(async () => {
    other = await openPostgres(t.database.url!, 2);
    jobChannelOf(other, quiet);
  });
  afterAll(async () => {
    await closeJobChannel(other);
    await other.close();
  });

  it('a stream on another node hears the job’s steps through NOTIFY', async () => {
    await clearActiveProfileSpider(t.db);
    const { worker, step, end } = steppedWorker();
    const job = await startJob(jobs(), user, 'profile-spider', {}, worker);
    const { stream } = jobEventStream({ db: other.db }, job);
    const text = collected(stream);
    onTestFinished(() => {
      step();
      end();
    });
    // the other node listens from its first subscription on: a step sent before would wait for the heartbeat
    await vi.waitFor(async () => {
      const { rows } = await other.pool!.query(`select count(*)::int as n from pg_stat_activity where query = 'LISTEN podium_jobs'`);
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
    }, 5_000);
    step();
    await vi.waitFor(() => expect(text()).toContain('"done":1,"total":2'), 3_000);
    end();
    await vi.waitFor(() => expect(text()).toContain('event: end'), 3_000);
    await settleJobs(t.db);
  });
});

describe('claiming a run: one rule for every kind', () => {
  const autoDeleteContext = () => ({ db: t.db, metrics: t.app.metrics, database: t.database, storage: t.storage, config: t.config });

  it('auto-delete takes the two-minute heartbeat rule: a run whose process died three minutes ago no longer blocks the next', async () => {
    const [dead] = await t.db
      .insert(adminJobs)
      .values({ kind: 'auto-delete', status: 'running', params: { scheduled: true }, heartbeatAt: new Date(Date.now() - 3 * 60_000) })
      .returning();
    await expect(runAutoDelete(autoDeleteContext(), user)).resolves.toMatchObject({ total: 0 });
    const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, dead!.id));
    expect(row).toMatchObject({ status: 'failed', error: 'The job stopped unexpectedly: its server went away' });
  });

  it('a scheduled run waits its interval after any run of its kind, a person’s too; a person is refused while one runs', async () => {
    await runAutoDelete(autoDeleteContext(), user);
    expect(await autoDeleteJob.tick(autoDeleteContext(), 3_600_000, quiet)).toBe('recent');
    expect(await autoDeleteJob.tick(autoDeleteContext(), 0, quiet)).toBe('started');
    await t.db.insert(adminJobs).values({ kind: 'auto-delete', status: 'running', params: {} });
    await expect(runAutoDelete(autoDeleteContext(), user)).rejects.toMatchObject({
      statusCode: 409,
      message: 'An auto-delete run is already going; try again in a minute',
    });
    expect(await autoDeleteJob.tick(autoDeleteContext(), 0, quiet)).toBe('running');
    await t.db.update(adminJobs).set({ status: 'succeeded' }).where(eq(adminJobs.kind, 'auto-delete'));
  });
});

describe('defineJob', () => {
  it('counts every run of a job that keeps no row, and a failed one as failed', async () => {
    let fail = false;
    const job = defineJob({
      kind: 'cleanup',
      singleton: false,
      run: async () => {
        if (fail) throw new Error('the disk is full');
        return {};
      },
    });
    await job.run(jobs(), null, undefined);
    fail = true;
    await expect(job.run(jobs(), null, undefined)).rejects.toThrow('the disk is full');
    expect(runs.slice(-2)).toEqual(['cleanup succeeded', 'cleanup failed']);
  });

  it('runs a schedule on its timing, and none when the timing says off', async () => {
    let ran = 0;
    const spec = (on: boolean) =>
      defineJob({
        kind: 'message-digest',
        singleton: false,
        run: async () => ({ ran: ++ran }),
        schedule: { timing: () => (on ? { everyMs: 50, atStart: true } : null), input: () => undefined },
      });
    const stopOff = spec(false).scheduled(jobs(), quiet);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(ran).toBe(0);
    stopOff();
    const stop = spec(true).scheduled(jobs(), quiet);
    await vi.waitFor(() => expect(ran).toBeGreaterThanOrEqual(2), 2_000);
    stop();
  });
});
