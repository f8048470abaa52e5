import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { clearActiveProfileSpider, finishedJob } from '@tests/helpers/fixtures/operations/jobs';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { SessionUser } from '@shared/api/session-user';
import { sessionUser } from '@tests/fixtures/session-user';
import { adminJobs, auditLog } from '@server/db/schema';
import { cancelJob } from './admin-jobs.service';
import { type JobHandle, settleJobs, startJob } from '@server/jobs/run-job';

let t: TestApp;
let admin: string;
let team: string;
let user: SessionUser;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  clientId = (await createClient(t.db, { slug: 'ada', name: 'Ada Lovelace' })).id;
  const row = await createUser(t.db, { role: 'admin' });
  admin = await openSession(t.db, row.id);
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId })).id);
  user = sessionUser({ id: row.id, name: 'Admin', email: row.email });
});
afterAll(() => t.close());

/** How each run ended, as the service counted it for /metrics. */
const runs: string[] = [];
/** The service's context: the app's database, and job runs recorded in `runs`. */
const jobs = () => ({ db: t.db, metrics: { jobRun: (kind: string, outcome: string) => void runs.push(`${kind} ${outcome}`) } });
const jobRow = async (id: number) => (await t.db.select().from(adminJobs).where(eq(adminJobs.id, id)))[0]!;
/** A worker that waits for `release` before reporting one step, so a test can act while it runs. */
function gatedWorker(steps: (job: JobHandle) => Promise<Record<string, unknown>>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const worker = async (job: JobHandle) => {
    await gate;
    return steps(job);
  };
  return { release, worker };
}

describe('the job service', () => {
  it('runs a worker in the background: progress, findings, summary; audited; one job of a kind at a time', async () => {
    await clearActiveProfileSpider(t.db);
    const { release, worker } = gatedWorker(async (job) => {
      await job.progress(1, 2);
      await job.addFindings([{ clientId, kind: 'dead-link', detail: { field: 'websiteUrl' } }]);
      await job.progress(2, 2);
      return { checked: 2 };
    });
    const job = await startJob(jobs(), user, 'profile-spider', { all: true }, worker);
    expect(job).toMatchObject({ kind: 'profile-spider', status: 'running', params: { all: true }, startedBy: user.id });
    await expect(startJob(jobs(), user, 'profile-spider', {}, async () => ({}))).rejects.toMatchObject({
      statusCode: 409,
      message: 'A profile spider is already running',
    });
    release();
    await settleJobs(t.db);
    expect(await jobRow(job.id)).toMatchObject({ status: 'succeeded', done: 2, total: 2, summary: { checked: 2 }, error: null });
    expect(runs.at(-1)).toBe('profile-spider succeeded');
    const res = await t.app.inject({ url: `/api/admin/jobs/${job.id}/findings`, headers: { cookie: admin } });
    expect(res.json()).toMatchObject({
      total: 1,
      counts: { 'dead-link': 1 },
      items: [{ clientName: 'Ada Lovelace', clientSlug: 'ada', detail: { field: 'websiteUrl' } }],
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin-job.start'));
    expect(audit.some((a) => a.targetId === String(job.id))).toBe(true);
  });

  it('fails a job whose worker throws, with its message', async () => {
    await clearActiveProfileSpider(t.db);
    const job = await startJob(jobs(), user, 'profile-spider', {}, async () => {
      throw new Error('The sky fell');
    });
    await settleJobs(t.db);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: 'The sky fell' });
    expect(runs.at(-1)).toBe('profile-spider failed');
    expect((await jobRow(job.id)).finishedAt).not.toBeNull();
  });

  it('cancels: the worker sees it between steps, the job stays cancelled with its summary, and cancelling again is a 409', async () => {
    await clearActiveProfileSpider(t.db);
    let sawCancel = false;
    const { release, worker } = gatedWorker(async (job) => {
      sawCancel = await job.isCancelled();
      return { stoppedEarly: sawCancel };
    });
    const job = await startJob(jobs(), user, 'profile-spider', {}, worker);
    expect((await cancelJob(t, user, job.id)).status).toBe('cancelled');
    release();
    await settleJobs(t.db);
    expect(sawCancel).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: 'cancelled', summary: { stoppedEarly: true } });
    expect(runs.at(-1)).toBe('profile-spider cancelled');
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/cancel`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin-job.cancel'))).length).toBeGreaterThan(0);
  });

  it('marks a running job with a stale heartbeat failed and starts a new one', async () => {
    await clearActiveProfileSpider(t.db);
    const [dead] = await t.db
      .insert(adminJobs)
      .values({ kind: 'profile-spider', status: 'running', heartbeatAt: new Date(Date.now() - 3 * 60_000) })
      .returning();
    const job = await startJob(jobs(), user, 'profile-spider', {}, async () => ({}));
    await settleJobs(t.db);
    expect(await jobRow(dead!.id)).toMatchObject({ status: 'failed', error: 'The job stopped unexpectedly: its server went away' });
    expect((await jobRow(job.id)).status).toBe('succeeded');
  });
});

describe('the job routes', () => {
  it('list the history newest first by kind, one job, 404s, and refuse bad input and non-admins', async () => {
    const a = await finishedJob(t.db);
    const b = await finishedJob(t.db);
    const list = await t.app.inject({ url: '/api/admin/jobs?kind=profile-spider&pageSize=10', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((j: { id: number }) => j.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect((await t.app.inject({ url: `/api/admin/jobs/${a.id}`, headers: { cookie: admin } })).json()).toMatchObject({ id: a.id, status: 'succeeded' });
    for (const url of ['/api/admin/jobs/999999', '/api/admin/jobs/999999/findings', '/api/admin/jobs/999999/events']) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode, url).toBe(404);
    }
    for (const url of ['/api/admin/jobs?kind=nope', '/api/admin/jobs?pageSize=7', '/api/admin/jobs/abc', `/api/admin/jobs/${a.id}/findings?page=0`]) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/admin/jobs', headers: { cookie: team } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/jobs/${a.id}/events` })).statusCode).toBe(401);
  });

  it('number the runs of each kind on their own: Run 1, 2, 3 of video spiders, whatever other kinds ran between', async () => {
    const insert = async (kind: 'video-spider' | 'auto-delete') => (await t.db.insert(adminJobs).values({ kind, status: 'succeeded' }).returning())[0]!.id;
    const spiders = [
      await insert('video-spider'),
      await insert('auto-delete'),
      await insert('video-spider'),
      await insert('auto-delete'),
      await insert('video-spider'),
    ];
    const list = await t.app.inject({ url: '/api/admin/jobs?kind=video-spider&pageSize=10', headers: { cookie: admin } });
    expect(list.json().items.map((j: { id: number; runNumber: number }) => [j.id, j.runNumber])).toEqual([
      [spiders[4], 3],
      [spiders[2], 2],
      [spiders[0], 1],
    ]);
    const deletes = await t.app.inject({ url: '/api/admin/jobs?kind=auto-delete&pageSize=10', headers: { cookie: admin } });
    expect(deletes.json().items.map((j: { runNumber: number }) => j.runNumber)).toEqual([2, 1]);
    // every way a job is answered carries its number: one job, all kinds together, a start, a cancel
    expect((await t.app.inject({ url: `/api/admin/jobs/${spiders[2]}`, headers: { cookie: admin } })).json()).toMatchObject({ id: spiders[2], runNumber: 2 });
    const mixed = (await t.app.inject({ url: '/api/admin/jobs?pageSize=10', headers: { cookie: admin } })).json().items as { id: number; runNumber: number }[];
    expect(mixed.find((j) => j.id === spiders[3])?.runNumber).toBe(2);
    const { release, worker } = gatedWorker(async () => ({}));
    const started = await startJob(jobs(), user, 'video-spider', {}, worker);
    expect(started.runNumber).toBe(4);
    expect((await cancelJob(t, user, started.id)).runNumber).toBe(4);
    release();
    await settleJobs(t.db);
  });

  it('stream a finished job as Server-Sent Events: its progress, then the end', async () => {
    const job = await finishedJob(t.db);
    const res = await t.app.inject({ url: `/api/admin/jobs/${job.id}/events`, headers: { cookie: admin, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const data = { status: 'succeeded', done: 3, total: 3, summary: { clients: 3 }, error: null };
    expect(res.body).toContain(`event: progress\ndata: ${JSON.stringify(data)}\n\n`);
    expect(res.body.trimEnd().endsWith(`event: end\ndata: ${JSON.stringify(data)}`)).toBe(true);
  });
});
