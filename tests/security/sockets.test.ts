import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema';
import { syncTeamAssignment } from '@server/features/account/team/team.repo';
import { HANDSHAKES_PER_MINUTE, SOCKETS_PER_SESSION, TOO_MANY_HANDSHAKES, TOO_MANY_SESSION_SOCKETS } from '@server/realtime/handshake-limits';
import type { Message } from '@shared/api/messaging/messages';
import { createClient, createUser } from '../factories';
import { seededApp } from '../helpers/seeded-app';
import { openSession } from '../helpers/session';
import { ask, collect, connected, refusal, type TestSocket } from '../helpers/sockets';

/**
 * A live socket keeps no access its account lost (a move to another client, a
 * role change, a deactivation), and sockets are capped per session and handshakes per address.
 * TRUST_PROXY lets each test come from an address of its own (X-Forwarded-For).
 */
const ctx = seededApp({ TRUST_PROXY: 'true' });
let baseUrl = '';
const sockets: TestSocket[] = [];
let addresses = 0;

beforeAll(async () => {
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** An address no other test used. */
const freshAddress = () => `198.51.100.${++addresses}`;

/** A socket opened as a browser on the app's page at `address` would (kept for clean-up). */
function socketFrom(address: string, cookie?: string): TestSocket {
  const extraHeaders: Record<string, string> = { origin: baseUrl, 'x-forwarded-for': address };
  if (cookie) extraHeaders.cookie = cookie;
  const socket: TestSocket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders, reconnection: false, forceNew: true, timeout: 5_000 });
  sockets.push(socket);
  return socket;
}

/** Resolves with the reason once the server ends the socket. */
const ended = (socket: TestSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** Lets events already sent arrive (loopback: well under this). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** A client with a thread (its guest wrote), a team member who works with it, an admin; their sessions. */
async function cast() {
  const { db } = ctx.t;
  const client = await createClient(db);
  const elsewhere = await createClient(db);
  const guest = await createUser(db, { role: 'guest', clientId: client.id });
  const member = await createUser(db, { role: 'team', clientId: client.id });
  await syncTeamAssignment(db, member.id, 'team', client.id);
  const c = {
    client,
    elsewhere,
    member,
    guest: await openSession(db, guest.id),
    memberCookie: await openSession(db, member.id),
    admin: (await ctx.w.cookieFor('admin'))!,
  };
  const first = await post(c.guest, { clientId: client.id, body: 'Hello team' });
  return { ...c, threadId: first.threadId };
}

async function post(cookie: string, body: object): Promise<Message> {
  const res = await ctx.t.app.inject({ method: 'POST', url: '/api/messages', payload: body, headers: { cookie }, remoteAddress: ctx.w.nextIp() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function adminPatch(cookie: string, url: string, payload: object, method: 'PATCH' | 'POST' = 'PATCH'): Promise<void> {
  const res = await ctx.t.app.inject({ method, url, payload, headers: { cookie }, remoteAddress: ctx.w.nextIp() });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a socket after its account’s access changed', () => {
  it('is ended on every node when an admin moves the team member to another client; a new one neither hears nor joins the old client’s thread', async () => {
    const c = await cast();
    const address = freshAddress();
    const before = await connected(socketFrom(address, c.memberCookie));
    expect(await ask(before, 'join_thread', { threadId: c.threadId })).toEqual({ ok: true });
    const gone = ended(before);
    await adminPatch(c.admin, `/api/admin/users/${c.member.id}`, { clientId: c.elsewhere.id });
    expect(await gone).toBe('io server disconnect');

    // the session lives on (only the client changed): a new socket gets the new client's rooms
    const after = await connected(socketFrom(address, c.memberCookie));
    const heard = collect(after, 'new_message');
    expect(await ask(after, 'join_thread', { threadId: c.threadId })).toEqual({ ok: false, error: 'Thread not found' });
    await post(c.guest, { threadId: c.threadId, body: 'Still there?' });
    await settle();
    expect(heard).toEqual([]);
  });

  it('is ended when the account’s role changes or it is deactivated', async () => {
    for (const change of ['role', 'deactivate'] as const) {
      const c = await cast();
      const socket = await connected(socketFrom(freshAddress(), c.memberCookie));
      const gone = ended(socket);
      if (change === 'role') await adminPatch(c.admin, `/api/admin/users/${c.member.id}`, { role: 'guest', clientId: c.elsewhere.id });
      else await adminPatch(c.admin, `/api/admin/users/${c.member.id}/deactivate`, {}, 'POST');
      expect(await gone, change).toBe('io server disconnect');
    }
  });

  it('can’t join a thread its account may no longer see, even when nothing ended it (access is read from the database, not the handshake)', async () => {
    const c = await cast();
    const socket = await connected(socketFrom(freshAddress(), c.memberCookie));
    // moved behind the app's back (as a script on the database would): the socket is still open
    await ctx.t.db.update(users).set({ clientId: c.elsewhere.id }).where(eq(users.id, c.member.id));
    await syncTeamAssignment(ctx.t.db, c.member.id, 'team', c.elsewhere.id);
    expect(await ask(socket, 'join_thread', { threadId: c.threadId })).toEqual({ ok: false, error: 'Thread not found' });

    // and a socket whose session ended (here, behind the app's back too) is closed at its next join
    const gone = ended(socket);
    await ctx.t.db.delete(sessions).where(eq(sessions.userId, c.member.id));
    expect(await ask(socket, 'join_thread', { threadId: c.threadId })).toEqual({ ok: false, error: 'Sign in to receive live messages' });
    expect(await gone).toBe('io server disconnect');
  });
});

describe('caps', () => {
  it(`holds at most ${SOCKETS_PER_SESSION} sockets of one session at once; the next is refused in plain words, and a closed one frees its place`, async () => {
    const member = await createUser(ctx.t.db, { role: 'team' });
    const cookie = await openSession(ctx.t.db, member.id);
    const address = freshAddress();
    const open = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => connected(socketFrom(address, cookie))));
    expect(await refusal(socketFrom(address, cookie))).toBe(TOO_MANY_SESSION_SOCKETS);
    await connected(socketFrom(address, await openSession(ctx.t.db, member.id)));

    open[0].disconnect();
    await expect
      .poll(async () => {
        const socket = socketFrom(address, cookie);
        return new Promise((resolve) => {
          socket.once('connect', () => resolve('connected'));
          socket.once('connect_error', (error) => resolve(error.message));
        });
      })
      .toBe('connected');
  });

  it(`limits handshakes to ${HANDSHAKES_PER_MINUTE} a minute per address, with or without a session`, async () => {
    const member = await createUser(ctx.t.db, { role: 'team' });
    const cookie = await openSession(ctx.t.db, member.id);
    const address = freshAddress();
    for (let batch = 0; batch < HANDSHAKES_PER_MINUTE; batch += 20) {
      const refusals = await Promise.all(Array.from({ length: 20 }, () => refusal(socketFrom(address))));
      expect(new Set(refusals)).toEqual(new Set(['Sign in to receive live messages']));
    }
    expect(await refusal(socketFrom(address, cookie))).toBe(TOO_MANY_HANDSHAKES);
    await connected(socketFrom(freshAddress(), cookie));
  });
});
