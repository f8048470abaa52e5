import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/test/throwaway-postgres';
import type { Database } from '@server/db/client';
import { openPostgres } from '@server/db/postgres';
import { clientTeamAssignments, messages } from '@server/db/schema';
import { inArray } from 'drizzle-orm';
import { createClient, createUser } from '../factories';
import { testDatabaseUrl } from '../helpers/databases';
import { openSession } from '../helpers/session';
import { connected, openSocket, type TestSocket } from '../helpers/sockets';
import { type ServerProcess, startServerProcess } from './server-process';

/*
 * Two real server processes on a PostgreSQL server of this file's own, under a little load, while
 * that server is stopped at once (`pg_ctl -m immediate`, every connection cut as in a crash) and
 * started again. Runs in the PostgreSQL step only (it needs PostgreSQL's binaries). About 40 s.
 */

const OUTAGE_MS = 3_000;
const RECOVERY_MS = 10_000;

let cluster: ThrowawayPostgres;
let database: Database;
const dataDirs: string[] = [];
const nodes: ServerProcess[] = [];
const sockets: TestSocket[] = [];

/** One request of the load: where it went, when, and how it was answered (0: no HTTP answer at all). */
interface Answer {
  node: string;
  at: number;
  status: number;
  retryAfter: string | null;
  messageId?: number;
}

/** Whether a node process still runs. */
function alive(node: ServerProcess): boolean {
  try {
    process.kill(node.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Posts a message through a node as a browser on its page would; the answer, with the stored message's id when acknowledged. */
async function postMessage(node: ServerProcess, cookie: string, clientId: number, body: string): Promise<Answer> {
  const at = Date.now();
  try {
    const res = await fetch(`${node.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { cookie, origin: node.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, body }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as { id?: number };
    return { node: node.baseUrl, at, status: res.status, retryAfter: res.headers.get('retry-after'), messageId: res.status === 201 ? json.id : undefined };
  } catch {
    return { node: node.baseUrl, at, status: 0, retryAfter: null };
  }
}

/** Reads a page of the directory and a signed-in user through a node. */
async function read(node: ServerProcess, path: string, cookie?: string): Promise<Answer> {
  const at = Date.now();
  try {
    const res = await fetch(`${node.baseUrl}${path}`, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return { node: node.baseUrl, at, status: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { node: node.baseUrl, at, status: 0, retryAfter: null };
  }
}

/** Slugs of the featured profiles as a node serves them (from its read cache when it holds them). */
async function featuredOn(node: ServerProcess): Promise<string[]> {
  const res = await fetch(`${node.baseUrl}/api/clients/featured`);
  return res.ok ? ((await res.json()) as { slug: string }[]).map((c) => c.slug) : [];
}

const METRICS_TOKEN = 'restart-test-metrics-token';

/** How many runs of the unread-message digest's schedule a node has counted as succeeded. */
async function digestRuns(node: ServerProcess): Promise<number> {
  const res = await fetch(`${node.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('podium_job_runs_total{kind="message-digest",outcome="succeeded"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** The backends LISTENing on a channel's statement (one per node when all is well). */
async function listeners(statement: string): Promise<number> {
  const { rows } = await database.pool!.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where query = $1`, [statement]);
  return rows[0].n;
}

describe.skipIf(!testDatabaseUrl)('a PostgreSQL restart under load, with two app nodes', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres({ durable: true });
    database = await openPostgres(cluster.url, 2);
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'podium-restart-'));
      dataDirs.push(dataDir);
      nodes.push(
        await startServerProcess(dataDir, {
          DATABASE_URL: cluster.url,
          SESSION_SECRET: 's'.repeat(40),
          RATE_LIMIT_DISABLED: 'true',
          // the digest's schedule looks every second, and /metrics counts its runs
          MESSAGE_DIGEST_INTERVAL_SECONDS: '1',
          METRICS_TOKEN: METRICS_TOKEN,
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(nodes.map((n) => n.kill()));
    await database?.close().catch(() => undefined);
    cluster?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps both nodes up, answers 503 (never 500) while it is down, loses no acknowledged write, and recovers within 10 s', async () => {
    const [nodeA, nodeB] = nodes;
    const { db } = database;
    // the load writes to another client's thread, so the guest's socket only hears the messages sent to see it
    const [client, loaded] = [await createClient(db, { name: 'Rhea Restart' }), await createClient(db)];
    const guest = await createUser(db, { role: 'guest', clientId: client.id, password: null });
    const team = await createUser(db, { role: 'team', password: null });
    const admin = await createUser(db, { role: 'admin', password: null });
    await db.insert(clientTeamAssignments).values([client, loaded].map((c) => ({ clientId: c.id, userId: team.id })));
    const [guestCookie, teamCookie, adminCookie] = [await openSession(db, guest.id), await openSession(db, team.id), await openSession(db, admin.id)];
    const socket = openSocket(nodeB.baseUrl, guestCookie);
    sockets.push(socket);
    await connected(socket);

    // the load: each node gets a write and two reads at a time, one after the other, until stopped
    const answers: Answer[] = [];
    let loading = true;
    let n = 0;
    const load = async (node: ServerProcess) => {
      while (loading) {
        answers.push(await postMessage(node, teamCookie, loaded.id, `load ${n++}`));
        answers.push(await read(node, '/api/clients?limit=5'));
        answers.push(await read(node, '/api/auth/user', guestCookie));
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const loaders = [load(nodeA), load(nodeB)];
    await new Promise((r) => setTimeout(r, 2_000));

    // a short outage first: a leaked connection per restart (see realtime/adapter-pool.ts) shows at the second
    cluster.crash();
    await new Promise((r) => setTimeout(r, 1_000));
    cluster.restart();
    await new Promise((r) => setTimeout(r, 3_000));
    cluster.crash();
    const crashedAt = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    cluster.restart();
    const backAt = Date.now();
    const digestsBefore = await Promise.all(nodes.map(digestRuns));

    // cross-node delivery: a message sent through node A reaches the guest's socket on node B. A
    // message is sent every 250 ms until one arrives, however late (on a busy machine an arrival
    // may come after the next message was sent), or the time is up.
    const arrivals = new Map<number, number>();
    socket.on('new_message', (message) => arrivals.set(message.id, Date.now()));
    const sentIds: number[] = [];
    const firstArrival = () => sentIds.map((id) => arrivals.get(id)).find((at) => at !== undefined);
    while (firstArrival() === undefined && Date.now() - backAt < RECOVERY_MS) {
      const sent = await postMessage(nodeA, teamCookie, client.id, 'After the restart');
      if (sent.messageId !== undefined) sentIds.push(sent.messageId);
      await new Promise((r) => setTimeout(r, 250));
    }
    const deliveredAt = firstArrival();
    await new Promise((r) => setTimeout(r, 1_000));
    loading = false;
    await Promise.all(loaders);

    const firstWrite = answers.find((a) => a.at >= backAt && a.messageId !== undefined);
    const unavailable = answers.filter((a) => a.status === 503);
    const acknowledged = answers.flatMap((a) => (a.messageId === undefined ? [] : [a.messageId]));
    const stored = await db.select({ id: messages.id }).from(messages).where(inArray(messages.id, acknowledged));
    const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
    console.log(
      `PostgreSQL restart: ${answers.length} requests, ${unavailable.length} answered 503; the first write ${seconds(firstWrite && firstWrite.at - backAt)} ` +
        `after the server was back (${seconds(firstWrite && firstWrite.at - crashedAt)} after it went down); cross-node delivery after ` +
        `${seconds(deliveredAt && deliveredAt - backAt)}; ${acknowledged.length} writes acknowledged, ${acknowledged.length - stored.length} lost`,
    );

    expect(nodes.map(alive), 'a node process exited').toEqual([true, true]);
    expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    expect(unavailable.length, 'no request saw the database down').toBeGreaterThan(0);
    expect(unavailable.every((a) => a.retryAfter !== null)).toBe(true);
    expect(firstWrite && firstWrite.at - backAt).toBeLessThan(RECOVERY_MS);
    expect(deliveredAt, 'no message crossed from node A to node B after the restart').toBeDefined();
    expect(stored).toHaveLength(acknowledged.length);
    for (const node of nodes) expect(node.logs()).not.toMatch(/Unhandled|uncaught/i);

    // the schedules run again: each node's digest schedule completes new runs
    await expect
      .poll(async () => (await Promise.all(nodes.map(digestRuns))).map((n, i) => n > digestsBefore[i]), { timeout: RECOVERY_MS })
      .toEqual([true, true]);

    // every LISTEN is listening again: the Socket.IO adapter's and the read cache's, one per node
    await expect.poll(() => listeners('LISTEN "socket.io#/"'), { timeout: RECOVERY_MS }).toBe(2);
    await expect.poll(() => listeners('LISTEN podium_cache'), { timeout: RECOVERY_MS }).toBe(2);

    // cache invalidation crosses nodes: node B's cached featured list follows a change made through node A
    const featured = await createClient(db, { name: 'Fay Featured', slug: 'fay-featured' });
    expect(await featuredOn(nodeB)).not.toContain('fay-featured');
    const res = await fetch(`${nodeA.baseUrl}/api/clients/${featured.id}/feature`, {
      method: 'PATCH',
      headers: { cookie: adminCookie, origin: nodeA.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ featured: true }),
    });
    expect(res.status).toBe(200);
    await expect.poll(() => featuredOn(nodeB), { timeout: 3_000 }).toContain('fay-featured');
  }, 120_000);

  it('answers a page with its own 503 page, in the site’s layout, while the database is down', async () => {
    const [nodeA] = nodes;
    const user = await createUser(database.db, { role: 'guest', password: null });
    const cookie = await openSession(database.db, user.id);
    cluster.crash();
    try {
      // an address never asked for: the renamed-profile look-up misses the read cache and asks the database
      const page = await fetch(`${nodeA.baseUrl}/profile/nobody-${Date.now()}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).not.toBeNull();
      const html = await page.text();
      expect(html).toContain('We can’t reach our database right now. Please try again in a few seconds.');
      expect(html).toContain('Try again');
      const api = await fetch(`${nodeA.baseUrl}/api/auth/user`, { headers: { cookie } });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ message: 'We can’t reach our database right now. Please try again in a few seconds.', code: 'UNAVAILABLE' });
    } finally {
      cluster.restart();
    }
    await expect.poll(async () => (await fetch(`${nodeA.baseUrl}/api/auth/user`, { headers: { cookie } })).status, { timeout: RECOVERY_MS }).toBe(200);
  }, 60_000);
});
