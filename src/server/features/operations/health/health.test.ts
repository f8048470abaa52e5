import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAirtable, startFakeAirtable } from '@tests/fakes/airtable-server';
import { type FakeYouTube, startFakeYouTube } from '@tests/fakes/youtube-server';
import { createClient, createUser } from '@tests/factories';
import { openSession } from '@tests/helpers/session';
import { connected, openSocket } from '@tests/helpers/sockets';
import { createTestApp, type TestApp } from '@tests/helpers/test-app';
import { settleJobs } from '@server/jobs/run-job';
import { readiness } from './health.service';

const TOKEN = 'metrics-token-of-the-test-0123456789';

let t: TestApp;
let youtube: FakeYouTube;
let airtable: FakeAirtable;
beforeAll(async () => {
  [youtube, airtable] = await Promise.all([
    startFakeYouTube([{ id: 'aaaaaaaaaa1', title: 'Keynote', publishedAt: '2022-03-01T09:00:00Z' }]),
    startFakeAirtable(),
  ]);
  t = await createTestApp({
    METRICS_TOKEN: TOKEN,
    YOUTUBE_API_KEY: youtube.apiKey,
    YOUTUBE_BASE_URL: youtube.baseUrl,
    AIRTABLE_API_KEY: airtable.apiKey,
    AIRTABLE_BASE_ID: airtable.baseId,
    AIRTABLE_BASE_URL: airtable.baseUrl,
    OUTBOUND_ALLOWED_PRIVATE_HOSTS: airtable.hostPort,
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([youtube?.close(), airtable?.stop()]);
});

const get = (app: TestApp['app'], url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** The metrics text of the test's app. */
const metrics = async () => (await get(t.app, '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
/** The value of one sample of the metrics text (0 when it has none). */
const sample = (text: string, line: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${line} `))
      ?.slice(line.length + 1) ?? 0,
  );

describe('GET /healthz', () => {
  it('answers 200 while the process serves, without asking the database (it answers with the database closed)', async () => {
    const own = await createTestApp();
    // closed to new queries at once (a PostgreSQL pool's end then waits for the clients the app holds)
    const closing = own.database.close();
    try {
      const res = await get(own.app, '/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
      const ready = await get(own.app, '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'The database cannot be reached', code: 'NOT_READY' });
    } finally {
      await own.app.close();
      await closing;
      rmSync(own.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /readyz', () => {
  it('names OUTBOUND_ALLOWED_PRIVATE_HOSTS when production runs with it, and stays ready', async () => {
    const own = await createTestApp({ NODE_ENV: 'production', OUTBOUND_ALLOWED_PRIVATE_HOSTS: '127.0.0.1:4123' });
    try {
      const res = await get(own.app, '/readyz');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        warnings: [
          'OUTBOUND_ALLOWED_PRIVATE_HOSTS is set in production: fetches from data may reach these private addresses (127.0.0.1:4123). It is meant for tests only; unset it.',
        ],
      });
    } finally {
      await own.close();
    }
  });

  it('answers 200 when the database answers with every migration applied', async () => {
    const res = await get(t.app, '/readyz');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the newest migration is missing from the database, and 200 once it is back', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const found = (await t.db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`)) as unknown as {
      rows: { hash: string; created_at: string }[];
    };
    const [row] = found.rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    try {
      const res = await get(t.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'NOT_READY',
        message: expect.stringMatching(/^The database lacks this version's migrations \(up to \d{4}_\w+\)/),
      });
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`);
    }
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
  });

  it('gives up on a database that does not answer in time', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // on PGlite an open transaction holds every other query; on PostgreSQL a lock on the table does
    const transaction = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await held;
    });
    try {
      // the check starts once the lock is held, however busy the machine (a fixed wait raced it)
      await lockTaken;
      expect(await readiness(t.db, false, 200)).toEqual({ ready: false, message: 'The database did not answer within 0.2 s' });
    } finally {
      release();
      await transaction;
    }
  });

  it('answers 503 once the node drains (SIGTERM), while /healthz stays 200, and every answer closes its connection', async () => {
    const own = await createTestApp();
    try {
      own.app.startDraining();
      const res = await get(own.app, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'This node is shutting down: send requests to another one', code: 'NOT_READY' });
      const live = await get(own.app, '/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      await own.close();
    }
  });

  it('is served, not the page fallback, and is never rate limited or asked for a session', async () => {
    for (let i = 0; i < 620; i++) {
      const res = await get(t.app, i % 2 ? '/readyz' : '/healthz', { cookie: 'podium_session=not-a-session' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('closing (the drain after SIGTERM)', () => {
  it('ends event streams and closes idle and unused connections, so the close is not held open', async () => {
    const own = await createTestApp();
    const user = await openSession(own.db, (await createUser(own.db, { role: 'team' })).id);
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as { port: number };
    const unused = connect(port, '127.0.0.1');
    await once(unused, 'connect');
    const keptAlive = new Agent({ keepAlive: true });
    await new Promise((resolve) => request({ port, host: '127.0.0.1', path: '/healthz', agent: keptAlive }, (res) => res.resume().on('end', resolve)).end());
    const stream = await fetch(`http://127.0.0.1:${port}/api/sync-progress-stream`, { headers: { cookie: user } });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    // the stream ended cleanly (its browser reconnects, to another node)
    await expect(stream.text()).resolves.toBe(': connected\n\n');
    keptAlive.destroy();
    unused.destroy();
  });
});

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const own = await createTestApp();
    try {
      const res = await get(own.app, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'There is nothing at this address.', code: 'NOT_FOUND' });
    } finally {
      await own.close();
    }
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 20)}`],
    ['the token without Bearer', TOKEN],
  ])('answers 401 to %s', async (_what, authorization) => {
    const res = await get(t.app, '/metrics', authorization ? { authorization } : {});
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>', code: 'METRICS_TOKEN_REQUIRED' });
  });

  it('gives Prometheus text: request durations by route pattern and status, the pool, sockets, streams, job runs, read-cache lookups', async () => {
    const client = await createClient(t.db, { slug: 'metrics-profile', name: 'Metrics Profile' });
    const admin = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
    await get(t.app, '/api/clients/categories');
    await get(t.app, '/api/clients/categories');
    await get(t.app, `/api/clients/${client.slug}`);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auto-delete/run', headers: { cookie: admin } })).statusCode).toBe(200);

    const res = await get(t.app, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toMatch(/^podium_http_request_duration_seconds_count\{method="GET",route="\/api\/clients\/categories",status="200"\} 2$/m);
    expect(text).toMatch(/^podium_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/clients\/:slug",status="200"\} 1$/m);
    expect(text).not.toContain('metrics-profile');
    expect(text).toMatch(/^podium_db_pool_size \d+$/m);
    expect(text).toMatch(/^podium_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^podium_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^podium_open_sockets 0$/m);
    expect(text).toMatch(/^podium_open_event_streams 0$/m);
    expect(text).toMatch(/^podium_job_runs_total\{kind="auto-delete",outcome="succeeded"\} 1$/m);
    expect(text).toMatch(/^podium_read_cache_lookups_total\{result="hit"\} [1-9]\d*$/m);
    expect(text).toMatch(/^podium_read_cache_lookups_total\{result="miss"\} [1-9]\d*$/m);
    // the cached profile and categories are weighed
    expect(Number(/^podium_read_cache_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toContain('# TYPE podium_outside_calls_total counter');
  });

  it('counts YouTube and Airtable calls and errors, and the sync job run', async () => {
    const before = await metrics();
    const client = await createClient(t.db, { name: 'Ada Lovelace' });
    const guest = await openSession(t.db, (await createUser(t.db, { role: 'guest', clientId: client.id })).id);
    const owner = await openSession(t.db, (await createUser(t.db, { role: 'owner' })).id);
    const scan = () =>
      t.app.inject({ method: 'POST', url: '/api/scan-youtube-videos', headers: { cookie: guest }, payload: { clientId: client.id, clientName: 'Ada' } });
    youtube.mode = 'ok';
    expect((await scan()).statusCode).toBe(200);
    youtube.mode = 'server-error';
    expect((await scan()).statusCode).toBe(502);
    airtable.setTable('Clients', []);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sync/run', headers: { cookie: owner }, payload: { section: 'clients' } })).statusCode).toBe(
      201,
    );
    await settleJobs(t.db);

    const after = await metrics();
    const grew = (line: string) => sample(after, line) - sample(before, line);
    // a scan is search.list then videos.list; a failed one stops at search.list
    expect(grew('podium_outside_calls_total{service="youtube",outcome="ok"}')).toBe(2);
    expect(grew('podium_outside_calls_total{service="youtube",outcome="error"}')).toBe(1);
    expect(grew('podium_outside_calls_total{service="airtable",outcome="ok"}')).toBeGreaterThan(0);
    expect(grew('podium_job_runs_total{kind="airtable-sync",outcome="succeeded"}')).toBe(1);
  });

  it('counts the sockets and event streams open on the node', async () => {
    const user = await openSession(t.db, (await createUser(t.db, { role: 'admin' })).id);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = await connected(openSocket(`http://127.0.0.1:${port}`, user));
    const leave = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/sync-progress-stream`, { headers: { cookie: user }, signal: leave.signal });
    try {
      expect(stream.status).toBe(200);
      const open = await metrics();
      expect(sample(open, 'podium_open_sockets')).toBe(1);
      expect(sample(open, 'podium_open_event_streams')).toBe(1);
    } finally {
      socket.disconnect();
      leave.abort();
    }
    await expect.poll(async () => [sample(await metrics(), 'podium_open_sockets'), sample(await metrics(), 'podium_open_event_streams')]).toEqual([0, 0]);
  });
});
