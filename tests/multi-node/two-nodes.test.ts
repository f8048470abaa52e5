import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientTeamAssignments } from '@server/db/schema';
import type { Database } from '@server/db/client';
import type { Message } from '@shared/api/messaging/messages';
import { createClient, createUser } from '../factories';
import { openTestDatabase, testDatabaseUrl } from '../helpers/databases';
import { openSession } from '../helpers/session';
import { ask, collect, connected, nextEvent, openSocket, type TestSocket } from '../helpers/sockets';
import { type ServerProcess, startServerProcess } from './server-process';

/*
 * Two real server processes on one PostgreSQL database: events sent on one node reach the sockets
 * of the other through @socket.io/postgres-adapter. About 15 s on 2 shared cores (two tsx start-ups).
 */

let database: Database;
const dataDirs: string[] = [];
const nodes: ServerProcess[] = [];
let nodeA: ServerProcess;
let nodeB: ServerProcess;
const sockets: TestSocket[] = [];

/** Starts one more node on the test database (after the previous one: migrations must not race). */
async function startNode(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-node-'));
  dataDirs.push(dataDir);
  const node = await startServerProcess(dataDir, { DATABASE_URL: database.url!, SESSION_SECRET: 's'.repeat(40) });
  nodes.push(node);
  return node;
}

describe.skipIf(!testDatabaseUrl)('two app nodes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await openTestDatabase(inject('pgliteTemplate'));
    nodeA = await startNode();
    nodeB = await startNode();
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(nodes.map((n) => n.kill()));
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    // a clean run logs nothing at warn level: an adapter error, a failed handshake or a crash fails the test
    for (const node of nodes) expect(node.logs(), `node ${node.baseUrl} logged`).toBe('');
  });

  /** A client with its guest, an assigned team member and a team member of another client; their sessions. */
  async function cast() {
    const { db } = database;
    const client = await createClient(db, { name: 'Nia Node' });
    const elsewhere = await createClient(db);
    const guest = await createUser(db, { role: 'guest', clientId: client.id, password: null });
    const assigned = await createUser(db, { role: 'team', name: 'Theo Team', password: null });
    const stranger = await createUser(db, { role: 'team', clientId: elsewhere.id, password: null });
    await db.insert(clientTeamAssignments).values({ clientId: client.id, userId: assigned.id });
    return {
      client,
      assignedId: assigned.id,
      guest: await openSession(db, guest.id),
      assigned: await openSession(db, assigned.id),
      stranger: await openSession(db, stranger.id),
    };
  }

  /**
   * A connected socket of a session on a node. Its rooms are joined just after the handshake
   * (one query): the short pause keeps a test from sending before they are.
   */
  async function socketOn(node: ServerProcess, cookie: string): Promise<TestSocket> {
    const socket = openSocket(node.baseUrl, cookie);
    sockets.push(socket);
    await connected(socket);
    await new Promise((r) => setTimeout(r, 300));
    return socket;
  }

  /** Posts a message through a node's REST API as a browser on its page would; the stored Message. */
  async function post(node: ServerProcess, cookie: string, body: object): Promise<Message> {
    const res = await fetch(`${node.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { cookie, origin: node.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Message;
  }

  it('delivers a message sent through node A live to the guest’s socket on node B, and to nobody else', async () => {
    const c = await cast();
    const [guest, stranger] = [await socketOn(nodeB, c.guest), await socketOn(nodeB, c.stranger)];
    const strangerSaw = collect(stranger, 'new_message');
    const sent = Date.now();
    const arrival = nextEvent(guest, 'new_message', 2_000).then((m) => ({ m, ms: Date.now() - sent }));
    const stored = await post(nodeA, c.assigned, { clientId: c.client.id, body: 'Recording moved to Thursday' });
    const { m, ms } = await arrival;
    expect(m).toEqual(stored);
    expect(ms).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerSaw).toEqual([]);
  });

  it('carries a long message across nodes (over the adapter’s 8 KB notify limit, through socket_io_attachments)', async () => {
    const c = await cast();
    const guest = await socketOn(nodeB, c.guest);
    const arrival = nextEvent(guest, 'new_message', 2_000);
    // 5,000 two-byte characters: 10 KB of JSON
    const stored = await post(nodeA, c.assigned, { clientId: c.client.id, body: 'é'.repeat(5_000) });
    expect(await arrival).toEqual(stored);
  });

  it('tells a thread member on node B that someone on node A is typing; a stranger on B hears nothing', async () => {
    const c = await cast();
    const first = await post(nodeA, c.guest, { clientId: c.client.id, body: 'Hello team' });
    const team = await socketOn(nodeA, c.assigned);
    const guest = await socketOn(nodeB, c.guest);
    const stranger = await socketOn(nodeB, c.stranger);
    const strangerHeard = collect(stranger, 'user_typing');
    expect(await ask(team, 'join_thread', { threadId: first.threadId })).toEqual({ ok: true });
    expect(await ask(guest, 'join_thread', { threadId: first.threadId })).toEqual({ ok: true });
    const typing = nextEvent(guest, 'user_typing', 2_000);
    expect(await ask(team, 'typing_start', { threadId: first.threadId })).toEqual({ ok: true });
    expect(await typing).toEqual({ threadId: first.threadId, senderType: 'team', senderId: c.assignedId, name: 'Theo Team', isTyping: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerHeard).toEqual([]);
  });

  it('listens on PostgreSQL for the other nodes’ events: one LISTEN connection per node', async () => {
    const { rows } = await database.pool!.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN "socket.io#/"'`,
    );
    // node A and node B (a third node of another test is stopped by then)
    expect(rows[0].n).toBe(2);
  });

  it('stops a node cleanly on SIGTERM within 5 s: its sockets are told, the other nodes carry on', async () => {
    const c = await cast();
    const nodeC = await startNode();
    const onC = await socketOn(nodeC, c.guest);
    const onB = await socketOn(nodeB, c.guest);
    const arrival = nextEvent(onC, 'new_message', 2_000);
    await post(nodeA, c.assigned, { clientId: c.client.id, body: 'Before the restart' });
    await arrival;

    const told = new Promise((r) => onC.once('disconnect', r));
    const stopped = await nodeC.stop(5_000);
    expect(stopped, 'node C did not exit within 5 s').not.toBeNull();
    expect(stopped!.code).toBe(0);
    await expect(told).resolves.toBe('io server disconnect');

    const stillLive = nextEvent(onB, 'new_message', 2_000);
    const after = await post(nodeA, c.assigned, { clientId: c.client.id, body: 'After the restart' });
    expect(await stillLive).toEqual(after);
  }, 120_000);
});
