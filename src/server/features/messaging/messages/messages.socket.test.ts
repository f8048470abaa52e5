import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser } from '@tests/factories';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import { ask, collect, connected, nextEvent, openSocket, refusal, type TestSocket } from '@tests/helpers/sockets';
import type { Message } from '@shared/api/messaging/messages';
import { clientTeamAssignments } from '@server/db/schema';

const ctx = seededApp();
let baseUrl = '';
const sockets: TestSocket[] = [];

beforeAll(async () => {
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

/** A socket of a session, connected (kept for clean-up). */
async function socketOf(cookie: string): Promise<TestSocket> {
  const socket = openSocket(baseUrl, cookie);
  sockets.push(socket);
  return connected(socket);
}

/** A client with its guest, an assigned team member, a team member of another client and an admin; their sessions. */
async function cast() {
  const { db } = ctx.t;
  const client = await createClient(db);
  const elsewhere = await createClient(db);
  const guest = await createUser(db, { role: 'guest', clientId: client.id });
  const assigned = await createUser(db, { role: 'team', name: 'Dana Booker' });
  const stranger = await createUser(db, { role: 'team', clientId: elsewhere.id });
  const admin = await createUser(db, { role: 'admin' });
  await db.insert(clientTeamAssignments).values({ clientId: client.id, userId: assigned.id });
  return {
    client,
    assignedId: assigned.id,
    guest: await openSession(db, guest.id),
    assigned: await openSession(db, assigned.id),
    stranger: await openSession(db, stranger.id),
    admin: await openSession(db, admin.id),
  };
}

/** Posts a message through REST as the session; the stored Message. */
async function post(cookie: string, body: object): Promise<Message> {
  const res = await ctx.t.app.inject({ method: 'POST', url: '/api/messages', payload: body, headers: { cookie }, remoteAddress: ctx.w.nextIp() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Lets events already sent arrive (loopback: well under this). */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('socket handshake', () => {
  it('connects a signed-in user from the app’s own origin', async () => {
    const { guest } = await cast();
    const socket = await socketOf(guest);
    expect(socket.connected).toBe(true);
  });

  it('refuses a handshake without a live session', async () => {
    expect(await refusal(openSocket(baseUrl, undefined))).toBe('Sign in to receive live messages');
    expect(await refusal(openSocket(baseUrl, 'podium_session=forged-token'))).toBe('Sign in to receive live messages');
  });

  it('refuses another site’s origin, and a client that names none, even with a live session', async () => {
    const { guest } = await cast();
    await expect(refusal(openSocket(baseUrl, guest, 'https://evil.example'))).resolves.toBeTruthy();
    await expect(refusal(openSocket(baseUrl, guest, null))).resolves.toBeTruthy();
  });

  it('ends the sockets of a session at logout', async () => {
    const { guest } = await cast();
    const socket = await socketOf(guest);
    const gone = new Promise((r) => socket.once('disconnect', r));
    await ctx.t.app.inject({ url: '/api/logout', headers: { cookie: guest } });
    await expect(gone).resolves.toBe('io server disconnect');
  });

  it('ends a session’s sockets when it starts or ends viewing as a client (they spoke for the other identity)', async () => {
    const c = await cast();
    for (const url of [`/api/impersonate/client/${c.client.slug}`, '/api/end-impersonation']) {
      const socket = await socketOf(c.admin);
      const gone = new Promise((r) => socket.once('disconnect', r));
      const res = await ctx.t.app.inject({ method: 'POST', url, headers: { cookie: c.admin }, remoteAddress: ctx.w.nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      await expect(gone).resolves.toBe('io server disconnect');
    }
  });

  it('ends the sockets of the sessions a password reset ends', async () => {
    const user = await createUser(ctx.t.db, { role: 'team' });
    const socket = await socketOf(await openSession(ctx.t.db, user.id));
    const gone = new Promise((r) => socket.once('disconnect', r));
    await ctx.t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email }, remoteAddress: ctx.w.nextIp() });
    const token = new URL(ctx.t.mail.sent.at(-1)!.link!).searchParams.get('token');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-new-password' },
      remoteAddress: ctx.w.nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect(gone).resolves.toBe('io server disconnect');
  });
});

describe('new_message', () => {
  it('reaches both sides of the client’s thread, live, and nobody else', async () => {
    const c = await cast();
    const [guest, assigned, admin, stranger] = await Promise.all([socketOf(c.guest), socketOf(c.assigned), socketOf(c.admin), socketOf(c.stranger)]);
    const strangerSaw = collect(stranger, 'new_message');
    const arrivals = Promise.all([nextEvent(guest, 'new_message'), nextEvent(assigned, 'new_message'), nextEvent(admin, 'new_message')]);
    const stored = await post(c.assigned, { clientId: c.client.id, body: 'Your episode airs Tuesday' });
    for (const got of await arrivals) expect(got).toEqual(stored);
    expect(stored.senderName).toBe('Dana Booker');
    await settle();
    expect(strangerSaw).toEqual([]);
  });
});

describe('threads: join, typing, leaving, reading', () => {
  /** The cast, a thread with one message from the client, and both sides' sockets joined to it. */
  async function conversation() {
    const c = await cast();
    const first = await post(c.guest, { clientId: c.client.id, body: 'Hello team' });
    const guest = await socketOf(c.guest);
    const team = await socketOf(c.assigned);
    expect(await ask(guest, 'join_thread', { threadId: first.threadId })).toEqual({ ok: true });
    expect(await ask(team, 'join_thread', { threadId: first.threadId })).toEqual({ ok: true });
    return { ...c, first, guest, team, threadId: first.threadId };
  }

  it('refuses to join a thread the user may not see (another client’s guest, a team member of another client)', async () => {
    const { threadId, stranger } = await conversation();
    const otherGuest = (await cast()).guest;
    for (const cookie of [stranger, otherGuest]) {
      const socket = await socketOf(cookie);
      expect(await ask(socket, 'join_thread', { threadId })).toEqual({ ok: false, error: 'Thread not found' });
      expect(await ask(socket, 'typing_start', { threadId })).toEqual({ ok: false, error: 'Join the thread first' });
      expect(await ask(socket, 'mark_message_read', { messageIds: [1, 2, 3] })).toEqual({ ok: true });
    }
  });

  it('sends typing and read events to the thread’s people only', async () => {
    const { guest, team, threadId, first, stranger } = await conversation();
    const outsider = await socketOf(stranger);
    const seenTyping = collect(outsider, 'user_typing');
    const seenRead = collect(outsider, 'message_read');
    const typing = nextEvent(team, 'user_typing');
    await ask(guest, 'typing_start', { threadId });
    await typing;
    const read = nextEvent(guest, 'message_read');
    await ask(team, 'mark_message_read', { messageId: first.id });
    await read;
    await settle();
    expect([seenTyping, seenRead]).toEqual([[], []]);
  });

  it('tells the other side who is typing, and that they stopped, by themselves after 3 s', async () => {
    const { guest, team, threadId, client } = await conversation();
    const started = nextEvent(team, 'user_typing');
    await ask(guest, 'typing_start', { threadId });
    expect(await started).toEqual({ threadId, senderType: 'client', senderId: client.id, name: client.name, isTyping: true });
    const before = Date.now();
    const stopped = await nextEvent(team, 'user_typing', 5_000);
    expect(stopped.isTyping).toBe(false);
    expect(Date.now() - before).toBeGreaterThan(2_500);
  });

  it('stops typing and says so when a participant leaves the thread', async () => {
    const { guest, team, threadId, assignedId } = await conversation();
    const typing = nextEvent(guest, 'user_typing');
    await ask(team, 'typing_start', { threadId });
    await typing;
    const stopped = nextEvent(guest, 'user_typing');
    const left = nextEvent(guest, 'user_left_thread');
    await ask(team, 'leave_thread', { threadId });
    expect((await stopped).isTyping).toBe(false);
    expect(await left).toEqual({ threadId, senderType: 'team', senderId: assignedId, name: 'Dana Booker' });
  });

  it('marks a message read through the socket and tells the other side (message_read); a bulk REST read sends messages_read', async () => {
    const { guest, team, threadId, first, client } = await conversation();
    const read = nextEvent(guest, 'message_read');
    expect(await ask(team, 'mark_message_read', { messageId: first.id })).toEqual({ ok: true });
    expect(await read).toEqual({ threadId, messageId: first.id });

    const second = await post((await conversationGuest(client.id)).cookie, { threadId, body: 'Second' });
    const third = await post((await conversationGuest(client.id)).cookie, { threadId, body: 'Third' });
    const bulk = nextEvent(guest, 'messages_read');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/read`,
      headers: { cookie: (await conversationTeam(client.id)).cookie },
    });
    expect(res.json()).toEqual({ messageIds: [second.id, third.id] });
    expect(await bulk).toEqual({ threadId, messageIds: [second.id, third.id] });
  });

  it('answers malformed and hostile events with an error and keeps serving', async () => {
    const { guest, threadId } = await conversation();
    for (const payload of [null, 'x', { threadId: '1' }, { threadId: -1 }, { threadId: 1.5 }, { threadId: 2 ** 40 }, [1], { __proto__: { threadId: 1 } }]) {
      expect(await ask(guest, 'join_thread', payload)).toEqual({ ok: false, error: 'Name a thread: { threadId }' });
    }
    expect((await ask(guest, 'mark_message_read', { messageIds: [] })).ok).toBe(false);
    expect((await ask(guest, 'mark_message_read', { messageId: 2_000_000_000 })).ok).toBe(false);
    expect(await ask(guest, 'join_thread', { threadId })).toEqual({ ok: true });
  });
});

/** A fresh guest session of a client. */
async function conversationGuest(clientId: number) {
  const user = await createUser(ctx.t.db, { role: 'guest', clientId });
  return { cookie: await openSession(ctx.t.db, user.id) };
}

/** A fresh team session assigned to a client. */
async function conversationTeam(clientId: number) {
  const user = await createUser(ctx.t.db, { role: 'team' });
  await ctx.t.db.insert(clientTeamAssignments).values({ clientId, userId: user.id });
  return { cookie: await openSession(ctx.t.db, user.id) };
}
