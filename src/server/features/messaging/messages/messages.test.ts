import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createMessage, createThread, createUser } from '@tests/factories';
import { expectFieldError } from '@tests/helpers/client-fixtures';
import { seededApp } from '@tests/helpers/seeded-app';
import { openSession } from '@tests/helpers/session';
import type { Message, ThreadHistory, ThreadList } from '@shared/api/messaging/messages';
import { auditLog, clientTeamAssignments, messages, messageThreads, users } from '@server/db/schema';

const ctx = seededApp();

type Method = 'GET' | 'POST';
const send = (method: Method, url: string, cookie?: string, body?: unknown) =>
  ctx.t.app.inject({ method, url, payload: body as object | undefined, headers: cookie ? { cookie } : {}, remoteAddress: ctx.w.nextIp() });

const post = (cookie: string | undefined, body: unknown) => send('POST', '/api/messages', cookie, body);
const clientList = (cookie: string, query = '') => send('GET', `/api/messages${query}`, cookie);
const teamList = (cookie: string, query = '') => send('GET', `/api/admin/messages${query}`, cookie);
const history = (cookie: string, threadId: number | string, query = '') => send('GET', `/api/messages/threads/${threadId}${query}`, cookie);

/**
 * A client with its guest, a team member assigned to it, a team member whose account is the
 * client's, an admin viewing as the client, and a team member of another client; their sessions.
 */
async function cast() {
  const { db } = ctx.t;
  const client = await createClient(db, { name: `Acme ${Math.random().toString(36).slice(2, 8)}` });
  const elsewhere = await createClient(db);
  const guest = await createUser(db, { role: 'guest', clientId: client.id });
  const assigned = await createUser(db, { role: 'team' });
  const ownTeam = await createUser(db, { role: 'team', clientId: client.id });
  const stranger = await createUser(db, { role: 'team', clientId: elsewhere.id });
  const admin = await createUser(db, { role: 'admin' });
  const owner = await createUser(db, { role: 'owner' });
  await db.insert(clientTeamAssignments).values({ clientId: client.id, userId: assigned.id });
  return {
    client,
    elsewhere,
    ids: { guest: guest.id, assigned: assigned.id, ownTeam: ownTeam.id, admin: admin.id },
    guest: await openSession(db, guest.id),
    assigned: await openSession(db, assigned.id),
    ownTeam: await openSession(db, ownTeam.id),
    stranger: await openSession(db, stranger.id),
    admin: await openSession(db, admin.id),
    owner: await openSession(db, owner.id),
    viewingAs: await openSession(db, admin.id, client.id),
  };
}

/** Sends a message and expects it stored (201); the Message answered. */
async function sent(cookie: string, body: unknown): Promise<Message> {
  const res = await post(cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The message and code every error answer carries. */
function expectError(res: { statusCode: number; json(): { message: unknown; code: unknown } }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  if (message) expect(body.message).toBe(message);
  else expect(typeof body.message).toBe('string');
}

const countMessages = async () => (await ctx.t.db.select({ id: messages.id }).from(messages)).length;
const countThreads = async () => (await ctx.t.db.select({ id: messageThreads.id }).from(messageThreads)).length;

describe('sending a message', () => {
  it('a guest starts their client’s thread, the team answers in it, and each answer is the stored message with its sender, recipient and read state', async () => {
    const c = await cast();
    const first = await sent(c.guest, { body: '  Can we move Tuesday’s recording?  ', clientId: c.client.id });
    expect(first).toEqual({
      id: expect.any(Number),
      threadId: expect.any(Number),
      body: 'Can we move Tuesday’s recording?',
      isRead: false,
      senderType: 'client',
      senderId: c.client.id,
      recipientType: 'team',
      recipientId: 0,
      senderName: c.client.name,
      createdAt: expect.any(String),
    });
    const [stored] = await ctx.t.db.select().from(messages).where(eq(messages.id, first.id));
    expect(stored.body).toBe(first.body);

    const answer = await sent(c.assigned, { body: 'Yes, Thursday works.', threadId: first.threadId });
    expect(answer).toMatchObject({ threadId: first.threadId, senderType: 'team', senderId: c.ids.assigned, recipientType: 'client', recipientId: c.client.id });
    // the team's sender name: the account's name, else 'Team Member {id}'
    expect(answer.senderName).toBe('team user');
    await ctx.t.db.update(users).set({ name: '' }).where(eq(users.id, c.ids.assigned));
    const [unnamed] = (await history(c.guest, first.threadId).then((r) => r.json() as ThreadHistory)).items.filter((m) => m.id === answer.id);
    expect(unnamed.senderName).toBe(`Team Member ${c.ids.assigned}`);

    // the client's next message goes to the team member who answered last
    const again = await sent(c.guest, { body: 'Thanks!', threadId: first.threadId });
    expect(again.recipientId).toBe(c.ids.assigned);

    // clientId reuses the client's one thread, for either side
    expect((await sent(c.admin, { body: 'Admin here.', clientId: c.client.id })).threadId).toBe(first.threadId);
    expect((await sent(c.guest, { body: 'One thread.', clientId: c.client.id })).threadId).toBe(first.threadId);
    const [thread] = await ctx.t.db.select().from(messageThreads).where(eq(messageThreads.id, first.threadId));
    expect(thread.lastMessageAt.getTime()).toBeGreaterThanOrEqual(new Date(first.createdAt).getTime());
  });

  it('an admin viewing as the client writes for the client, and that send is audited; other sends are not', async () => {
    const c = await cast();
    const m = await sent(c.viewingAs, { body: 'Written by the admin as the client.', clientId: c.client.id });
    expect(m).toMatchObject({ senderType: 'client', senderId: c.client.id, recipientType: 'team' });
    const entries = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetType, 'message'));
    const mine = entries.filter((e) => e.targetId === String(m.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ action: 'message.send', actorUserId: c.ids.admin, actingAsClientId: c.client.id });
    const plain = await sent(c.guest, { body: 'Not audited.', clientId: c.client.id });
    const after = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetType, 'message'));
    expect(after.some((e) => e.targetId === String(plain.id))).toBe(false);
  });

  it('team members post only to clients they work with: assigned, or their account’s client; admins and owners to any', async () => {
    const c = await cast();
    expect((await post(c.ownTeam, { body: 'Own client.', clientId: c.client.id })).statusCode).toBe(201);
    expect((await post(c.owner, { body: 'Owner.', clientId: c.elsewhere.id })).statusCode).toBe(201);
    const thread = await createThread(ctx.t.db, c.client.id);
    const before = await countMessages();
    expectError(await post(c.stranger, { body: 'Not mine.', clientId: c.client.id }), 404, 'Client not found');
    expectError(await post(c.stranger, { body: 'Not mine.', threadId: thread.id }), 404, 'Thread not found');
    expect(await countMessages()).toBe(before);
  });

  it('a client cannot post to another client’s thread or start one for another client (404, nothing stored)', async () => {
    const c = await cast();
    const other = await cast();
    const theirs = await createThread(ctx.t.db, other.client.id);
    const [messagesBefore, threadsBefore] = [await countMessages(), await countThreads()];
    expectError(await post(c.guest, { body: 'Hi.', threadId: theirs.id }), 404, 'Thread not found');
    expectError(await post(c.guest, { body: 'Hi.', clientId: other.client.id }), 404, 'Client not found');
    expectError(await post(c.viewingAs, { body: 'Hi.', threadId: theirs.id }), 404, 'Thread not found');
    expectError(await post(c.guest, { body: 'Hi.', threadId: 2_000_000_000 }), 404, 'Thread not found');
    expectError(await post(undefined, { body: 'Hi.', clientId: c.client.id }), 401);
    expect([await countMessages(), await countThreads()]).toEqual([messagesBefore, threadsBefore]);
  });

  it('refuses bad bodies with 400 and a message naming the field, storing nothing', async () => {
    const c = await cast();
    const before = await countMessages();
    const cases: [unknown, string, string][] = [
      [{ body: '   ', clientId: c.client.id }, 'body', 'Enter a message'],
      [{ body: 'x'.repeat(5_001), clientId: c.client.id }, 'body', 'A message must be at most 5000 characters'],
      [{ body: 'Hi' }, 'threadId', 'Choose a thread or a client'],
      [{ body: 'Hi', threadId: 1, clientId: c.client.id }, 'clientId', 'Send either a thread or a client, not both'],
      [{ body: 'Hi', threadId: '1' }, 'threadId', 'Invalid thread'],
      [{ body: 'Hi', clientId: -4 }, 'clientId', 'Invalid client'],
      [{ body: 'a\u0000b', clientId: c.client.id }, 'body', 'Text must not contain null characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(c.guest, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
    }
    // every invalid field has its message
    const both = await post(c.guest, { body: '', threadId: 'one' });
    expect(both.json().fields).toEqual({ body: 'Enter a message', threadId: 'Invalid thread' });
    expect((await post(c.guest, { clientId: c.client.id })).json().fields).toHaveProperty('body');
    expect((await post(c.guest, { body: 'x'.repeat(5_000), clientId: c.client.id })).statusCode).toBe(201);
    expect(await countMessages()).toBe(before + 1);
  });

  it('two first messages at once start one thread', async () => {
    const c = await cast();
    const [a, b] = await Promise.all([sent(c.guest, { body: 'One', clientId: c.client.id }), sent(c.admin, { body: 'Two', clientId: c.client.id })]);
    expect(a.threadId).toBe(b.threadId);
    expect(await ctx.t.db.select().from(messageThreads).where(eq(messageThreads.clientId, c.client.id))).toHaveLength(1);
  });
});

describe('thread lists', () => {
  it('the client side lists its client’s thread with the unread count for the client and the last message', async () => {
    const c = await cast();
    const first = await sent(c.guest, { body: 'Question', clientId: c.client.id });
    await sent(c.assigned, { body: 'Answer one', threadId: first.threadId });
    const last = await sent(c.assigned, { body: 'Answer two', threadId: first.threadId });
    for (const cookie of [c.guest, c.viewingAs]) {
      const res = await clientList(cookie);
      expect(res.statusCode).toBe(200);
      const list: ThreadList = res.json();
      expect(list).toEqual({
        items: [
          {
            id: first.threadId,
            clientId: c.client.id,
            clientName: c.client.name,
            clientSlug: c.client.slug,
            subject: '',
            lastMessageAt: expect.any(String),
            unreadCount: 2,
            lastMessage: last,
          },
        ],
        total: 1,
        nextOffset: null,
        unreadTotal: 2,
      });
    }
    // the team's view counts what is unread for the team
    const team: ThreadList = (await teamList(c.assigned)).json();
    expect(team.items).toEqual([expect.objectContaining({ id: first.threadId, unreadCount: 1, lastMessage: last })]);
    expect(team.unreadTotal).toBe(1);
  });

  it('the team side lists the threads of the clients each member may see, most recent first, paginated and searchable by client name', async () => {
    const c = await cast();
    const other = await cast();
    const mine = await sent(c.guest, { body: 'Mine', clientId: c.client.id });
    const theirs = await sent(other.guest, { body: 'Theirs', clientId: other.client.id });

    for (const cookie of [c.assigned, c.ownTeam]) {
      const list: ThreadList = (await teamList(cookie)).json();
      expect(list.items.map((t) => t.id)).toEqual([mine.threadId]);
      expect(list.unreadTotal).toBe(1);
    }
    expect((await teamList(c.stranger)).json()).toEqual({ items: [], total: 0, nextOffset: null, unreadTotal: 0 });

    const all: ThreadList = (await teamList(c.admin, '?limit=100')).json();
    const order = all.items.map((t) => t.id);
    expect(order.indexOf(theirs.threadId)).toBeLessThan(order.indexOf(mine.threadId));
    expect(all.unreadTotal).toBeGreaterThanOrEqual(2);

    const page1: ThreadList = (await teamList(c.owner, '?limit=1')).json();
    expect(page1.items).toHaveLength(1);
    expect(page1.nextOffset).toBe(1);
    const page2: ThreadList = (await teamList(c.owner, '?limit=1&offset=1')).json();
    expect(page2.items[0].id).not.toBe(page1.items[0].id);

    const found: ThreadList = (await teamList(c.admin, `?q=${encodeURIComponent(c.client.name.slice(5).toUpperCase())}`)).json();
    expect(found.items.map((t) => t.id)).toEqual([mine.threadId]);
    expect((await teamList(c.admin, '?q=%25_%5C')).json().items).toEqual([]);
  });

  it('each list is for one side: the other side gets 404; visitors 401', async () => {
    const c = await cast();
    for (const cookie of [c.assigned, c.admin, c.owner]) expectError(await clientList(cookie), 404, 'The team reads its messages at /api/admin/messages');
    for (const cookie of [c.guest, c.viewingAs]) expectError(await teamList(cookie), 404, 'Clients read their messages at /api/messages');
    expectError(await send('GET', '/api/messages'), 401);
    expectError(await send('GET', '/api/admin/messages'), 401);
    expectError(await teamList(c.admin, '?limit=101'), 400);
    expectError(await teamList(c.admin, `?q=${'x'.repeat(101)}`), 400);
  });
});

describe('thread history', () => {
  it('pages back from the newest messages by the cursor before, oldest first within a page', async () => {
    const c = await cast();
    const thread = await createThread(ctx.t.db, c.client.id);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createMessage(ctx.t.db, thread, { body: `m${i}` })).id);

    const newest: ThreadHistory = (await history(c.guest, thread.id, '?limit=3')).json();
    expect(newest.items.map((m) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.nextBefore).toBe(ids[4]);
    expect(newest.thread).toMatchObject({ id: thread.id, clientId: c.client.id, unreadCount: 7 });
    const older: ThreadHistory = (await history(c.guest, thread.id, `?limit=3&before=${newest.nextBefore}`)).json();
    expect(older.items.map((m) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const oldest: ThreadHistory = (await history(c.guest, thread.id, `?limit=3&before=${older.nextBefore}`)).json();
    expect(oldest.items.map((m) => m.body)).toEqual(['m0']);
    expect(oldest.nextBefore).toBeNull();
    expect((await history(c.guest, thread.id)).json().items).toHaveLength(7);
  });

  it('is open to both sides of the thread and 404 to anyone else; bad paging is 400', async () => {
    const c = await cast();
    const other = await cast();
    const thread = await createThread(ctx.t.db, c.client.id);
    const foreign = await createThread(ctx.t.db, other.client.id);
    const foreignMessage = await createMessage(ctx.t.db, foreign);
    for (const cookie of [c.guest, c.viewingAs, c.assigned, c.ownTeam, c.admin, c.owner]) expect((await history(cookie, thread.id)).statusCode).toBe(200);
    for (const cookie of [c.guest, c.viewingAs, c.assigned, c.stranger]) expectError(await history(cookie, foreign.id), 404, 'Thread not found');
    expectError(await send('GET', `/api/messages/threads/${thread.id}`), 401);
    expectError(await history(c.guest, thread.id, '?limit=101'), 400);
    expectError(await history(c.guest, thread.id, '?before=abc'), 400);
    expectError(await history(c.guest, thread.id, `?before=${foreignMessage.id}`), 400, 'The cursor is not a message of this thread');
    expectError(await history(c.guest, 'abc'), 400);
  });
});

describe('marking read', () => {
  it('marks only messages addressed to the caller’s side, in threads they may see, and answers the ids it changed', async () => {
    const c = await cast();
    const other = await cast();
    const thread = await createThread(ctx.t.db, c.client.id);
    const toClient = await createMessage(ctx.t.db, thread);
    const toClient2 = await createMessage(ctx.t.db, thread);
    const toTeam = await createMessage(ctx.t.db, thread, { senderType: 'client', senderId: c.client.id, recipientType: 'team', recipientId: 0 });
    const foreign = await createMessage(ctx.t.db, await createThread(ctx.t.db, other.client.id));

    const one = await send('POST', `/api/messages/${toClient.id}/read`, c.guest);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ messageIds: [toClient.id] });
    expect((await send('POST', `/api/messages/${toClient.id}/read`, c.guest)).json()).toEqual({ messageIds: [] });
    // the client's own message to the team is left unread by the client
    expect((await send('POST', `/api/messages/${toTeam.id}/read`, c.viewingAs)).json()).toEqual({ messageIds: [] });
    expectError(await send('POST', `/api/messages/${foreign.id}/read`, c.guest), 404, 'Message not found');
    expectError(await send('POST', `/api/messages/${toClient.id}/read`, c.stranger), 404, 'Message not found');

    const many = await send('POST', '/api/messages/read', c.assigned, { ids: [toClient2.id, toTeam.id, foreign.id, toTeam.id] });
    expect(many.json()).toEqual({ messageIds: [toTeam.id] });
    const states = await ctx.t.db.select({ id: messages.id, isRead: messages.isRead }).from(messages);
    const read = new Map(states.map((s) => [s.id, s.isRead]));
    expect([read.get(toClient.id), read.get(toClient2.id), read.get(toTeam.id), read.get(foreign.id)]).toEqual([true, false, true, false]);
  });

  it('marks a whole thread read for the caller’s side, and the unread counts follow', async () => {
    const c = await cast();
    const first = await sent(c.guest, { body: 'Hello', clientId: c.client.id });
    const a = await sent(c.admin, { body: 'One', threadId: first.threadId });
    const b = await sent(c.assigned, { body: 'Two', threadId: first.threadId });
    const res = await send('POST', `/api/messages/threads/${first.threadId}/read`, c.guest);
    expect(res.json()).toEqual({ messageIds: [a.id, b.id] });
    expect((await clientList(c.guest)).json()).toMatchObject({ unreadTotal: 0, items: [{ unreadCount: 0 }] });
    expect((await teamList(c.assigned)).json()).toMatchObject({ unreadTotal: 1, items: [{ unreadCount: 1 }] });
    expect((await send('POST', `/api/messages/threads/${first.threadId}/read`, c.ownTeam)).json()).toEqual({ messageIds: [first.id] });
    expect((await teamList(c.assigned)).json().unreadTotal).toBe(0);
    expectError(await send('POST', `/api/messages/threads/${first.threadId}/read`, c.stranger), 404, 'Thread not found');
  });

  it('refuses bad lists with 400', async () => {
    const c = await cast();
    for (const [body, message] of [
      [{ ids: [] }, 'ids: List at least one message'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids: At most 500 messages at once'],
      [{ ids: ['1'] }, 'ids.0: Invalid id'],
      [{}, 'ids:'],
    ] as const) {
      expectFieldError(await send('POST', '/api/messages/read', c.guest, body), message);
    }
  });
});

describe('sending limits', () => {
  it('lets one account send 120 messages a minute, whatever its address, then answers 429 with Retry-After; others still send', async () => {
    const c = await cast();
    for (let i = 0; i < 120; i++) await sent(c.assigned, { clientId: c.client.id, body: `Update ${i}` });
    const limited = await post(c.assigned, { clientId: c.client.id, body: 'One too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await sent(c.guest, { clientId: c.client.id, body: 'The client can still answer' });
  });
});
