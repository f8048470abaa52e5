import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeAirtable, startFakeAirtable } from '@tests/fakes/airtable-server';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import type { SyncEvent, SyncSummary } from '@shared/api/integrations/airtable-sync';
import { adminJobFindings, adminJobs, auditLog, clients, contentChanges, episodes, mediaImages, talkingPoints, videos } from '@server/db/schema';
import { createAirtableClient } from '@server/integrations/airtable/airtable-client';
import { settleJobs } from '@server/jobs/run-job';
import { type SyncContext, startSync, syncStatus } from './airtable-sync.service';
import { syncChannelOf } from './sync-events';
import { claimScheduled } from '@server/jobs/claim';

/** One look of the sync's schedule as a node takes it (the jobs' claim rule), starting with `deps.start`. */
async function tryScheduledSync(deps: { database: Parameters<typeof claimScheduled>[0]; start(): Promise<unknown> }, minutes: number) {
  return (await claimScheduled(deps.database, 'airtable-sync', minutes * 60_000, deps.start)).tick;
}

let t: TestApp;
let fake: FakeAirtable;
let owner: string;
let admin: string;
let team: string;

beforeAll(async () => {
  fake = await startFakeAirtable();
  t = await createTestApp({
    AIRTABLE_API_KEY: fake.apiKey,
    AIRTABLE_BASE_ID: fake.baseId,
    AIRTABLE_BASE_URL: fake.baseUrl,
    OUTBOUND_ALLOWED_PRIVATE_HOSTS: fake.hostPort,
  });
  owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
  admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
  const teamClient = await createClient(t.db, { slug: 'sync-team-home', name: 'Team Home' });
  team = await openSession(t.db, (await createUser(t.db, { role: 'team', clientId: teamClient.id })).id);
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

/** Starts a sync through the route as the owner and waits for it; the finished job row. */
async function sync(section: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section } });
  expect(res.statusCode, res.body).toBe(201);
  await settleJobs(t.db);
  const [job] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, res.json().id));
  return job!;
}

/** A client record of the default mapping, named after `marker`. */
const clientRecord = (marker: string, i: number, extra: Record<string, unknown> = {}) => ({
  id: `rec${marker}${String(i).padStart(14 - marker.length, '0')}`,
  fields: {
    Name: `${marker} Speaker ${i}`,
    Slug: `${marker.toLowerCase()}-speaker-${i}`,
    Headline: `Headline ${i}`,
    'Narrative Bio': `Bio of ${i}`,
    'GOA Categories': ['Leadership'],
    ...extra,
  },
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const changesOf = (clientIds: number[]) =>
  clientIds.length ? t.db.select().from(contentChanges).where(inArray(contentChanges.clientId, clientIds)) : Promise.resolve([]);

/** A context whose Airtable client retries once, at once (a killed fake fails fast instead of backing off for seconds). */
function impatientContext(): SyncContext {
  return {
    db: t.db,
    database: t.database,
    config: t.config,
    storage: t.storage,
    bus: { invalidate: async () => undefined, close: async () => undefined },
    airtable: createAirtableClient({ ...t.config.airtable, allowedPrivateHosts: [fake.hostPort], maxRetries: 1, sleep: async () => undefined }),
    metrics: t.app.metrics,
  };
}

describe('the Airtable sync', () => {
  it('syncs clients; a re-sync with nothing changed writes nothing; a changed field shows in the update log with source sync', async () => {
    fake.reset();
    fake.setTable(
      'Clients',
      [1, 2, 3].map((i) => clientRecord('Full', i)),
    );
    const first = await sync('clients');
    expect(first).toMatchObject({ status: 'succeeded', done: 3, total: 3, summary: { new: 3, updated: 0, unchanged: 0, failed: 0, section: 'clients' } });
    const rows = await t.db.select().from(clients).where(like(clients.slug, 'full-speaker-%'));
    expect(rows.map((r) => r.recordid).sort()).toEqual([1, 2, 3].map((i) => clientRecord('Full', i).id));
    expect(rows[0]).toMatchObject({ goaCategories: ['Leadership'] });
    const ids = rows.map((r) => r.id);
    const logged = (await changesOf(ids)).length;
    expect(logged).toBeGreaterThan(0);
    const audits = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

    const again = await sync('clients');
    expect(again.summary).toMatchObject({ new: 0, updated: 0, unchanged: 3, failed: 0 });
    expect((await changesOf(ids)).length).toBe(logged);
    // only the job's own audit entry
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(audits + 1);

    fake.table('Clients')![1]!.fields.Headline = 'Author and keynote speaker';
    expect((await sync('clients')).summary).toMatchObject({ updated: 1, unchanged: 2 });
    const change = (await changesOf(ids)).find((c) => c.field === 'headline' && c.before !== null);
    expect(change).toMatchObject({ source: 'sync', before: 'Headline 2', after: 'Author and keynote speaker', entityType: 'client' });
  });

  it('writes a page in one go, yet a record the database refuses fails alone: the rest are written, each with its update log and audit entry', async () => {
    fake.reset();
    fake.setTable(
      'Clients',
      [1, 2, 3, 4].map((i) => clientRecord('Page', i)),
    );
    await t.db.execute(sql`CREATE FUNCTION refuse_page_speaker_3() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Page Speaker 3' THEN RAISE EXCEPTION 'this speaker is refused'; END IF; RETURN NEW; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_page_speaker_3 BEFORE INSERT ON clients FOR EACH ROW EXECUTE FUNCTION refuse_page_speaker_3()`);
    try {
      const job = await sync('clients');
      expect(job.summary).toMatchObject({ new: 3, failed: 1 });
      const findings = await t.db.select().from(adminJobFindings).where(eq(adminJobFindings.jobId, job.id));
      expect(findings.map((f) => f.detail)).toEqual([
        expect.objectContaining({ recordid: clientRecord('Page', 3).id, message: expect.stringContaining('refused') }),
      ]);
      const rows = await t.db.select().from(clients).where(like(clients.slug, 'page-speaker-%'));
      expect(rows.map((r) => r.name).sort()).toEqual(['Page Speaker 1', 'Page Speaker 2', 'Page Speaker 4']);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'client.sync'),
            inArray(
              auditLog.targetId,
              rows.map((r) => String(r.id)),
            ),
          ),
        );
      expect(audited).toHaveLength(3);
      expect(new Set((await changesOf(rows.map((r) => r.id))).map((c) => c.clientId))).toEqual(new Set(rows.map((r) => r.id)));
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_page_speaker_3 ON clients`);
      await t.db.execute(sql`DROP FUNCTION refuse_page_speaker_3()`);
    }
  });

  it('links an unlinked profile of the same slug to one record only; a second record of that slug in the page gets a profile of its own', async () => {
    fake.reset();
    const existing = await createClient(t.db, { slug: 'twin-speaker', name: 'Twin Speaker' });
    fake.setTable('Clients', [
      { id: 'recTwinSpeakerAAA', fields: { Name: 'Twin Speaker', Slug: 'twin-speaker', 'Narrative Bio': 'First' } },
      { id: 'recTwinSpeakerBBB', fields: { Name: 'Twin Speaker', Slug: 'twin-speaker', 'Narrative Bio': 'Second' } },
    ]);
    expect((await sync('clients')).summary).toMatchObject({ new: 1, updated: 1, failed: 0 });
    const rows = await t.db.select().from(clients).where(like(clients.slug, 'twin-speaker%'));
    expect(rows.find((r) => r.id === existing.id)?.recordid).toBe('recTwinSpeakerAAA');
    expect(rows.find((r) => r.id !== existing.id)).toMatchObject({ recordid: 'recTwinSpeakerBBB', slug: 'twin-speaker-2' });
  });

  it('gives new profiles of one name in one page slugs of their own', async () => {
    fake.reset();
    fake.setTable(
      'Clients',
      ['AAA', 'BBB', 'CCC'].map((k) => ({ id: `recSameName${k}00`, fields: { Name: 'Samename Speaker', 'Narrative Bio': k } })),
    );
    expect((await sync('clients')).summary).toMatchObject({ new: 3, failed: 0 });
    const rows = await t.db.select().from(clients).where(like(clients.slug, 'samename-speaker%'));
    expect(rows.map((r) => [r.recordid, r.slug]).sort()).toEqual([
      ['recSameNameAAA00', 'samename-speaker'],
      ['recSameNameBBB00', 'samename-speaker-2'],
      ['recSameNameCCC00', 'samename-speaker-3'],
    ]);
  });

  it('syncs everything in order: talking points, videos and episodes link to synced clients; images are copied into our storage, never linked', async () => {
    fake.reset();
    const photo = fake.addAttachment({ filename: 'head.png', type: 'image/png', body: await png(500, 500) });
    const picture = fake.addAttachment({ filename: 'stage.png', type: 'image/png', body: await png(300, 200) });
    const [ada] = fake.setTable('Clients', [clientRecord('All', 1, { 'Profile Photo': [photo], 'Media Images': [picture] })]);
    fake.setTable('Talking Points', [
      { fields: { Title: 'Calm leadership', Client: [ada!.id], 'Full Text': 'Slow is smooth.' } },
      { fields: { Title: 'Orphan', Client: ['recNOSUCHCLIENT00'] } },
    ]);
    fake.setTable('Videos', [{ fields: { Title: 'Keynote', Client: [ada!.id], 'YouTube ID': 'dQw4w9WgXcQ' } }]);
    fake.setTable('Episodes', [{ fields: { Title: 'Episode 1', Podcast: 'All Sync Show', Client: [ada!.id], 'Air Date': '2025-02-03' } }]);
    const events: SyncEvent[] = [];
    const channel = syncChannelOf(t.database);
    const stop = channel.subscribe((event) => events.push(event));
    // on PostgreSQL events arrive by LISTEN, a moment after they are sent: the first waits until it
    // listens, and the run's last event is waited for before unsubscribing
    const counts = { new: 0, updated: 0, unchanged: 0, failed: 0 };
    await vi.waitFor(async () => {
      await channel.publish({ type: 'progress', jobId: 0, section: 'clients', done: 0, total: 0, counts });
      expect(events).not.toEqual([]);
    }, 10_000);
    const job = await sync('all');
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'sync_all_complete' }), 10_000);
    stop();
    expect(job.status).toBe('succeeded');
    expect(job.summary).toMatchObject({
      new: 4,
      failed: 1,
      section: 'all',
      percent: 100,
      sections: [
        { section: 'clients', state: 'done', records: 1, new: 1 },
        { section: 'client-images', state: 'done', records: 1, updated: 1 },
        { section: 'talking-points', state: 'done', records: 2, new: 1, failed: 1 },
        { section: 'videos', state: 'done', records: 1, new: 1 },
        { section: 'episodes', state: 'done', records: 1, new: 1 },
      ],
    });
    expect(events.filter((e) => e.type !== 'progress')).toEqual([
      ...['clients', 'client-images', 'talking-points', 'videos', 'episodes'].map((section) => ({ type: 'sync_complete', section })),
      { type: 'sync_all_complete' },
    ]);
    const findings = await t.db.select().from(adminJobFindings).where(eq(adminJobFindings.jobId, job.id));
    expect(findings).toMatchObject([{ kind: 'sync-failed', detail: { section: 'talking-points', message: expect.stringContaining('recNOSUCHCLIENT00') } }]);

    const [client] = await t.db.select().from(clients).where(eq(clients.recordid, ada!.id));
    expect(client!.localimage).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const pictures = await t.db.select().from(mediaImages).where(eq(mediaImages.clientId, client!.id));
    expect(pictures).toHaveLength(1);
    for (const stored of [client!.localimage!, pictures[0]!.localFilename!]) {
      expect(stored).not.toMatch(/airtable|127\.0\.0\.1/);
      expect(await t.storage.stat(stored.replace('/uploads/', ''))).toBeDefined();
    }
    expect(await t.db.select().from(talkingPoints).where(eq(talkingPoints.clientId, client!.id))).toMatchObject([{ talkingPointTitle: 'Calm leadership' }]);
    expect(await t.db.select().from(videos).where(eq(videos.clientId, client!.id))).toMatchObject([{ youtubeId: 'dQw4w9WgXcQ', toApprove: 1 }]);
    expect(await t.db.select().from(episodes).where(eq(episodes.clientId, client!.id))).toMatchObject([{ title: 'Episode 1' }]);

    // the attachments are remembered: a second run downloads nothing
    fake.reset();
    expect((await sync('client-images')).summary).toMatchObject({ unchanged: 1, updated: 0 });
    expect(fake.requests.filter((r) => r.kind === 'attachment')).toHaveLength(0);
  });

  it('an Everything run names its sections from the start, the one under way, and stays below 100% until the last is done', async () => {
    fake.reset();
    fake.seedTable('Clients', 130, (i) => clientRecord('Pct', i).fields);
    for (const table of ['Talking Points', 'Videos', 'Episodes']) fake.setTable(table, []);
    fake.mode = 'slow';
    fake.slowMs = 60;
    const seen: (typeof adminJobs.$inferSelect)[] = [];
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'all' } });
      expect(res.statusCode, res.body).toBe(201);
      // the job's row as its progress stream reads it, until the run ends
      for (;;) {
        const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, res.json().id));
        seen.push(row!);
        if (row!.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      await settleJobs(t.db);
    } finally {
      fake.mode = 'ok';
    }
    const running = seen.filter((row) => row.status === 'running' && Array.isArray(row.summary.sections)).map((row) => row.summary as unknown as SyncSummary);
    expect(running.length).toBeGreaterThan(5);
    const percents = running.map((summary) => summary.percent);
    // below 100 while a section is not done (the row may still read running for a moment after the last is)
    const unfinished = running.filter((summary) => summary.sections.some((section) => section.state !== 'done'));
    expect(Math.max(...unfinished.map((summary) => summary.percent))).toBeLessThan(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(running[0]!.sections.map((s) => s.section)).toEqual(['clients', 'client-images', 'talking-points', 'videos', 'episodes']);
    const underWay = new Set(running.flatMap((summary) => summary.sections.filter((s) => s.state === 'running').map((s) => s.section)));
    expect([...underWay]).toEqual(expect.arrayContaining(['clients', 'client-images']));
    // mid-run: the clients done with their counts while the images go on
    expect(running.find((summary) => summary.sections[1]!.state === 'running')?.sections[0]).toMatchObject({ state: 'done', records: 130, new: 130 });
    const last = seen.at(-1)!;
    expect(last.status).toBe('succeeded');
    expect(last.summary).toMatchObject({ percent: 100, new: 130, section: 'all' });
    expect((last.summary as unknown as SyncSummary).sections.map((s) => [s.section, s.state, s.records])).toEqual([
      ['clients', 'done', 130],
      ['client-images', 'done', 130],
      ['talking-points', 'done', 0],
      ['videos', 'done', 0],
      ['episodes', 'done', 0],
    ]);
  });

  it('a run that fails in a section marks that section failed and leaves the rest waiting', async () => {
    fake.reset();
    fake.setTable('Clients', [clientRecord('Half', 1)]);
    fake.killAfter(1);
    const job = await startSync(impatientContext(), null, 'all');
    await settleJobs(t.db);
    fake.revive();
    const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, job.id));
    expect(row).toMatchObject({
      status: 'failed',
      summary: {
        percent: 20,
        sections: [
          { section: 'clients', state: 'done', new: 1 },
          { section: 'client-images', state: 'failed' },
          { section: 'talking-points', state: 'waiting', records: 0 },
          { section: 'videos', state: 'waiting' },
          { section: 'episodes', state: 'waiting' },
        ],
      },
    });
  });

  it('does not store a photo the photo rule refuses (the one Retrieve Image applies), says why in the run, and still copies the media pictures', async () => {
    fake.reset();
    const wide = fake.addAttachment({ filename: 'banner.png', type: 'image/png', body: await png(900, 300) });
    const picture = fake.addAttachment({ filename: 'stage.png', type: 'image/png', body: await png(300, 200) });
    const [record] = fake.setTable('Clients', [clientRecord('Wide', 1, { 'Profile Photo': [wide], 'Media Images': [picture] })]);
    expect((await sync('clients')).summary).toMatchObject({ new: 1 });
    const job = await sync('client-images');
    expect(job.summary).toMatchObject({ updated: 0, failed: 1 });
    const findings = await t.db.select().from(adminJobFindings).where(eq(adminJobFindings.jobId, job.id));
    expect(findings).toMatchObject([
      {
        kind: 'sync-failed',
        detail: { recordid: record!.id, section: 'client-images', message: expect.stringContaining('Too wide for a portrait: 900 × 300') },
      },
    ]);
    const [client] = await t.db.select().from(clients).where(eq(clients.recordid, record!.id));
    expect(client!.localimage).toBeNull();
    expect(await t.db.select().from(mediaImages).where(eq(mediaImages.clientId, client!.id))).toHaveLength(1);
    // Retrieve Image refuses it for the same reasons
    const retrieved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/image-audit/retrieve-airtable',
      headers: { cookie: admin },
      payload: { clientSlug: client!.slug },
    });
    expect(retrieved.json().result.validationResult.issues).toEqual([
      expect.stringContaining('Too small for a portrait'),
      expect.stringContaining('Too wide for a portrait'),
    ]);
  });

  it('rides out a 429 storm', async () => {
    fake.reset();
    fake.setTable('Clients', [clientRecord('Storm', 1)]);
    fake.rateLimitNext(4, 0);
    const job = await sync('clients');
    expect(job).toMatchObject({ status: 'succeeded', summary: { new: 1 } });
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it('a fake killed mid-sync fails the run with whole records; revived, a re-run completes consistently', async () => {
    fake.reset();
    fake.seedTable('Clients', 250, (i) => clientRecord('Kill', i).fields);
    fake.killAfter(1);
    const ctx = impatientContext();
    const failed = await startSync(ctx, null, 'clients');
    await settleJobs(t.db);
    const [row] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, failed.id));
    expect(row).toMatchObject({ status: 'failed', done: 100, startedBy: null });
    const written = await t.db.select().from(clients).where(like(clients.slug, 'kill-speaker-%'));
    expect(written).toHaveLength(100);
    expect(written.every((c) => c.headline.startsWith('Headline') && c.recordid)).toBe(true);
    fake.revive();
    const rerun = await startSync(ctx, null, 'clients');
    await settleJobs(t.db);
    const [done] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, rerun.id));
    expect(done).toMatchObject({ status: 'succeeded', done: 250, summary: { new: 150, unchanged: 100, failed: 0 } });
    expect(await t.db.select().from(clients).where(like(clients.slug, 'kill-speaker-%'))).toHaveLength(250);
  });

  it('a cancelled run stops after the page it is on and keeps its counts', async () => {
    fake.reset();
    fake.seedTable('Clients', 300, (i) => clientRecord('Stop', i).fields);
    const started = await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'clients' } });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${started.json().id}/cancel`, headers: { cookie: owner } });
    expect(cancel.statusCode).toBe(200);
    await settleJobs(t.db);
    const [job] = await t.db.select().from(adminJobs).where(eq(adminJobs.id, started.json().id));
    expect(job!.status).toBe('cancelled');
    expect(job!.done).toBeLessThan(300);
    expect((await t.db.select().from(clients).where(like(clients.slug, 'stop-speaker-%'))).length).toBe(job!.done);
  });

  it('the status, the run and the job are the owner’s: admins get 403 and 404; one run at a time', async () => {
    fake.reset();
    fake.setTable('Clients', [clientRecord('Own', 1)]);
    const status = await t.app.inject({ url: '/api/admin/sync', headers: { cookie: owner } });
    expect(status.json()).toMatchObject({
      configured: true,
      message: null,
      scheduleMinutes: 0,
      sections: expect.arrayContaining([{ section: 'clients', table: 'Clients' }]),
    });
    for (const [method, url] of [
      ['GET', '/api/admin/sync'],
      ['POST', '/api/admin/sync/run'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: admin }, payload: method === 'POST' ? { section: 'all' } : undefined })).statusCode).toBe(
        403,
      );
    }
    const first = await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'clients' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'clients' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('A sync is already running');
    await settleJobs(t.db);
    expect((await t.app.inject({ url: `/api/admin/jobs/${first.json().id}`, headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/jobs/${first.json().id}`, headers: { cookie: owner } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'nope' } })).statusCode).toBe(400);
    expect(syncStatus({ airtable: { ...t.config.airtable, configured: false } as never, config: t.config })).toMatchObject({
      configured: false,
      message: 'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID.',
    });
  });

  it('streams sync events to signed-in users (not to strangers)', async () => {
    expect((await t.app.inject({ url: '/api/sync-progress-stream' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/sync-progress-stream', headers: { cookie: team, 'accept-encoding': 'gzip' }, payloadAsStream: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const stream = res.stream();
    let body = '';
    const got = new Promise<void>((resolve) =>
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString();
        if (body.includes('sync_complete')) resolve();
      }),
    );
    fake.reset();
    fake.setTable('Clients', [clientRecord('Stream', 1)]);
    await sync('clients');
    await got;
    stream.destroy();
    expect(body).toContain(`event: sync\ndata: ${JSON.stringify({ type: 'sync_complete', section: 'clients' })}\n\n`);
    expect(body).toMatch(/event: sync\ndata: \{"type":"progress","jobId":\d+,"section":"clients","done":1,"total":1/);
  });

  it('the schedule: of two nodes ticking together one starts the sync; none again within the interval', async () => {
    fake.reset();
    fake.setTable('Clients', [clientRecord('Tick', 1)]);
    for (const table of ['Talking Points', 'Videos', 'Episodes']) fake.setTable(table, []);
    await t.db.delete(adminJobs).where(eq(adminJobs.kind, 'airtable-sync'));
    let starts = 0;
    const deps = {
      database: t.database,
      configured: true,
      start: () => {
        starts++;
        return startSync(impatientContext(), null, 'all');
      },
    };
    const results = await Promise.all([tryScheduledSync(deps, 60), tryScheduledSync(deps, 60)]);
    expect(results.sort()).toEqual(['locked', 'started']);
    await settleJobs(t.db);
    expect(await tryScheduledSync(deps, 60)).toBe('recent');
    expect(starts).toBe(1);
    const jobs = await t.db
      .select()
      .from(adminJobs)
      .where(and(eq(adminJobs.kind, 'airtable-sync')));
    expect(jobs).toMatchObject([{ status: 'succeeded', params: { section: 'all', scheduled: true } }]);
  });
});

describe('the image auditor’s retrievals', () => {
  /** A client linked to a fresh clients record with `fields`; its slug. */
  async function linkedClient(marker: string, fields: Record<string, unknown>): Promise<{ slug: string; id: number; recordid: string }> {
    const record = clientRecord(marker, 1, fields);
    const table = fake.table('Clients') ?? [];
    fake.setTable('Clients', [...table.filter((r) => r.id !== record.id), record]);
    const client = await createClient(t.db, { slug: `${marker.toLowerCase()}-client`, name: `${marker} Client`, recordid: record.id });
    return { slug: client.slug, id: client.id, recordid: record.id };
  }
  const post = (path: string, cookie: string, clientSlug: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/image-audit/${path}`, headers: { cookie }, payload: { clientSlug } });

  it('retrieve-airtable stores a usable photo and refuses a small or oblong one with the reasons', async () => {
    fake.reset();
    const good = await linkedClient('Good', { 'Profile Photo': [fake.addAttachment({ filename: 'me.png', type: 'image/png', body: await png(600, 640) })] });
    const res = await post('retrieve-airtable', admin, good.slug);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Image retrieved from Airtable.',
      result: { validationResult: { isValid: true, issues: [] }, localimage: expect.stringMatching(/^\/uploads\//) },
    });
    const [stored] = await t.db.select().from(clients).where(eq(clients.id, good.id));
    expect(stored!.localimage).toBe(res.json().result.localimage);
    expect((await changesOf([good.id])).find((c) => c.field === 'localimage')).toMatchObject({ source: 'sync' });

    const bad = await linkedClient('Bad', { 'Profile Photo': [fake.addAttachment({ filename: 'wide.png', type: 'image/png', body: await png(900, 300) })] });
    const refused = await post('retrieve-airtable', owner, bad.slug);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      success: false,
      result: {
        validationResult: {
          isValid: false,
          issues: [expect.stringContaining('Too small for a portrait: 900 × 300'), expect.stringContaining('Too wide for a portrait: 900 × 300')],
        },
      },
    });
    expect((await t.db.select().from(clients).where(eq(clients.id, bad.id)))[0]!.localimage).toBeNull();
  });

  it('retrieve-airtable-data, -sample-questions, -media-images and -talking-points reuse the sync for one client', async () => {
    fake.reset();
    const picture = fake.addAttachment({ filename: 'p.png', type: 'image/png', body: await png(200, 200) });
    const c = await linkedClient('Data', { Headline: 'From Airtable', 'Sample Questions': ['Why?', 'How?'], 'Media Images': [picture] });
    fake.setTable('Talking Points', [
      { fields: { Title: 'Point A', Client: [c.recordid] } },
      { fields: { Title: 'Point B', Client: [c.recordid] } },
      { fields: { Title: 'Not hers', Client: ['recSOMEONEELSE000'] } },
    ]);
    expect((await post('retrieve-sample-questions', admin, c.slug)).json()).toEqual({ message: 'Retrieved the sample questions.' });
    let [row] = await t.db.select().from(clients).where(eq(clients.id, c.id));
    expect(row).toMatchObject({ sampleQuestions: 'Why?\nHow?', name: 'Data Client' });
    expect((await post('retrieve-airtable-data', admin, c.slug)).json()).toEqual({ success: true, message: 'Data retrieved from Airtable.' });
    [row] = await t.db.select().from(clients).where(eq(clients.id, c.id));
    expect(row).toMatchObject({ headline: 'From Airtable', name: 'Data Speaker 1', slug: 'data-client' });
    expect((await post('retrieve-airtable-data', admin, c.slug)).json()).toEqual({ success: true, message: 'The profile already matches Airtable.' });
    expect((await post('retrieve-media-images', admin, c.slug)).json()).toEqual({ message: 'Retrieved 1 media image.' });
    expect((await post('retrieve-media-images', admin, c.slug)).json()).toEqual({ message: 'No new media images in Airtable.' });
    expect((await post('retrieve-talking-points', admin, c.slug)).json()).toEqual({ message: 'Retrieved 2 talking points.' });
    expect((await t.db.select().from(talkingPoints).where(eq(talkingPoints.clientId, c.id))).map((p) => p.talkingPointTitle).sort()).toEqual([
      'Point A',
      'Point B',
    ]);
  });

  it('answers 404 for an unknown client, 409 without a record id, 403 to the team', async () => {
    const plain = await createClient(t.db, { slug: 'no-record-client', name: 'No Record' });
    for (const path of ['retrieve-airtable', 'retrieve-airtable-data', 'retrieve-media-images', 'retrieve-talking-points', 'retrieve-sample-questions']) {
      expect((await post(path, admin, 'no-such-client')).statusCode, path).toBe(404);
      const missing = await post(path, admin, plain.slug);
      expect(missing.statusCode, path).toBe(409);
      expect(missing.json().message).toBe('This client has no Airtable record id.');
      expect((await post(path, team, plain.slug)).statusCode, path).toBe(403);
    }
  });
});
