import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '@server/db/client';
import { clientTeamAssignments } from '@server/db/schema';
import type { Message } from '@shared/api/messaging/messages';
import { createClient, createUser } from '../factories';
import { openTestDatabase, testDatabaseUrl } from '../helpers/databases';
import { openSession } from '../helpers/session';
import { nextEvent, type TestSocket } from '../helpers/sockets';
import { type NginxProcess, startNginx } from './nginx-process';
import { type ServerProcess, startServerProcess } from './server-process';

/*
 * Two real app nodes on one PostgreSQL database behind Debian's nginx running deploy/nginx.conf
 * (only its node addresses, listen port and log folder replaced). About 35 s on 2 shared cores:
 * two node start-ups, and a socket held for 20 s. Without TEST_DATABASE_URL it is skipped; with
 * it, a missing nginx fails it (npm test installs nginx).
 */

let database: Database;
const dataDirs: string[] = [];
const nodes: ServerProcess[] = [];
let nginx: NginxProcess | undefined;
const sockets: TestSocket[] = [];

/** Starts one more node (after the previous one: migrations must not race), behind a proxy, with the secret every node shares. */
async function startNode(): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-node-'));
  dataDirs.push(dataDir);
  const node = await startServerProcess(dataDir, { DATABASE_URL: database.url!, TRUST_PROXY: 'true', SESSION_SECRET: 's'.repeat(40) });
  nodes.push(node);
  return node;
}

/** HOST:PORT of a node, as nginx's upstream lines and its access log name it. */
const address = (node: ServerProcess) => new URL(node.baseUrl).host;

/** A request from 127.0.0.2 (not the 127.0.0.1 nginx reaches the nodes from), so the address the node sees can only be the forwarded one. */
function fromOtherAddress(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers, localAddress: '127.0.0.2', timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }));
    });
    req.on('timeout', () => req.destroy(new Error(`${init.method} ${url} timed out`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The signed-in user's id that `baseUrl` gives for a Cookie header (null when it answers otherwise). */
async function signedInAs(baseUrl: string, cookie: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  return res.status === 200 ? ((await res.json()) as { id: number }).id : null;
}

describe.skipIf(!testDatabaseUrl)('two app nodes behind nginx with deploy/nginx.conf', () => {
  beforeAll(async () => {
    database = await openTestDatabase(inject('pgliteTemplate'));
    await startNode();
    await startNode();
    nginx = await startNginx(nodes.map(address));
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await nginx?.stop();
    await Promise.all(nodes.map((n) => n.kill()));
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    // a clean run logs nothing at warn level: a failed handshake, an upstream error or a crash fails the test
    for (const node of nodes) expect(node.logs(), `node ${node.baseUrl} logged`).toBe('');
    expect(nginx?.logs(), 'nginx logged').toBe('');
  });

  it('keeps a default socket.io-client connected through nginx for 20 s: polling on one node, upgraded to WebSocket, no reconnect; a message sent through the other node reaches it', async () => {
    const { db } = database;
    const client = await createClient(db);
    const guest = await createUser(db, { role: 'guest', clientId: client.id, password: null });
    const team = await createUser(db, { role: 'team', password: null });
    await db.insert(clientTeamAssignments).values({ clientId: client.id, userId: team.id });
    const [guestCookie, teamCookie] = [await openSession(db, guest.id), await openSession(db, team.id)];

    const lb = nginx!.baseUrl;
    // the default transports (polling, then websocket) and reconnection on, as in the browser
    const socket: TestSocket = io(lb, { path: '/socket.io', extraHeaders: { cookie: guestCookie, origin: lb }, forceNew: true, timeout: 5_000 });
    sockets.push(socket);
    const seen = { connects: 0, disconnects: 0, reconnectAttempts: 0, firstTransport: '' };
    const upgraded = new Promise<string>((resolve) =>
      socket.io.on('open', () => {
        seen.firstTransport = socket.io.engine.transport.name;
        socket.io.engine.once('upgrade', (transport: { name: string }) => resolve(transport.name));
      }),
    );
    socket.on('connect', () => seen.connects++);
    socket.on('disconnect', () => seen.disconnects++);
    socket.io.on('reconnect_attempt', () => seen.reconnectAttempts++);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const since = Date.now();
    const upgradedTo = await Promise.race([upgraded, new Promise((r) => setTimeout(() => r('no upgrade within 5 s'), 5_000))]);
    expect({ first: seen.firstTransport, upgradedTo }).toEqual({ first: 'polling', upgradedTo: 'websocket' });

    // the node that holds the socket: every polling request went there (the WebSocket upgrade too, or it would have failed)
    const polled = nginx!
      .accessLog()
      .split('\n')
      .filter((line) => line.includes('/socket.io/'));
    const upstreams = new Set(polled.map((line) => /upstream=(\S+)/.exec(line)?.[1]));
    expect([...upstreams], nginx!.accessLog()).toHaveLength(1);
    const holder = nodes.find((n) => upstreams.has(address(n)))!;
    const other = nodes.find((n) => n !== holder)!;

    const arrival = nextEvent(socket, 'new_message', 2_000);
    const res = await fetch(`${other.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { cookie: teamCookie, origin: other.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: client.id, body: 'Sent through the other node' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await arrival).toEqual((await res.json()) as Message);

    await new Promise((r) => setTimeout(r, 20_000 - (Date.now() - since)));
    expect({ ...seen, connected: socket.connected, transport: socket.io.engine.transport.name }).toEqual({
      connects: 1,
      disconnects: 0,
      reconnectAttempts: 0,
      firstTransport: 'polling',
      connected: true,
      transport: 'websocket',
    });
  }, 40_000);

  it('signs in through nginx, counting the visitor’s address and not a forged X-Forwarded-For; the session works on node A, node B and through nginx', async () => {
    const { db } = database;
    const user = await createUser(db, { role: 'admin', password: 'a long enough secret' });
    const lb = nginx!.baseUrl;
    const signIn = await fromOtherAddress(`${lb}/api/auth/login`, {
      method: 'POST',
      headers: { origin: lb, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: user.email, password: user.password, rememberMe: false }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('podium_session='));
    expect(cookie).toBeDefined();

    // the sign-in limits counted the address nginx saw (TRUST_PROXY=true reads what nginx forwards), not the forged one
    const { rows } = await database.pool!.query<{ key: string }>(`select key from rate_limit_hits where key like 'login:%'`);
    expect(
      rows.some((r) => r.key.includes('127.0.0.2')),
      JSON.stringify(rows),
    ).toBe(true);
    expect(
      rows.some((r) => r.key.includes('203.0.113.7') || r.key.includes('127.0.0.1')),
      JSON.stringify(rows),
    ).toBe(false);

    const [nodeA, nodeB] = nodes;
    expect({ a: await signedInAs(nodeA!.baseUrl, cookie!), b: await signedInAs(nodeB!.baseUrl, cookie!), lb: await signedInAs(lb, cookie!) }).toEqual({
      a: user.id,
      b: user.id,
      lb: user.id,
    });
  });
});
