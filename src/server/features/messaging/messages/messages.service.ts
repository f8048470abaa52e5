import type { SessionUser } from '@shared/api/session-user';
import type { Message, MessageSide, ThreadHistory, ThreadList, ThreadSummary } from '@shared/api/messaging/messages';
import { isAdmin, messagingSide } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { DbOrTx, Tx } from '@server/db/client';
import { badRequest, forbidden, notFound } from '@server/lib/errors';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './messages.repo';
import { bothSidesOf, clientSideRoom, teamOfClientRoom, WHOLE_TEAM_ROOM } from './messages.rooms';

/**
 * Team messaging: each thread is between the agency team and one client (one thread per client).
 *
 * Sides (see `messagingSide` in shared/permissions.ts):
 * - the client side of a thread is the guest of its client, and an admin or owner viewing as that
 *   client (impersonating); it reads through GET /api/messages;
 * - the team side is every admin and owner not impersonating (all clients), and each team member
 *   for the client of their account and the clients assigned to them (client_team_assignments);
 *   it reads through GET /api/admin/messages.
 * A user sees only the threads of clients they are on a side of; any other thread or message is
 * answered 404, as if it did not exist.
 *
 * Ids: a team message's senderId is the writing account's id; a client message's senderId is the
 * client's id (its guest and an admin viewing as it speak for the same party). A message to the
 * client has the client's id as recipientId; a message to the team has the account that last wrote
 * in the thread for the team, or 0 while none has (the whole team). The team side shares one read state.
 *
 * Audit: messages are people's conversation, not admin writes, so they are not audited, except one
 * sent by an admin or owner viewing as a client (acting as someone else is audited). Every send is
 * one transaction: the message and its thread's last_message_at are stored before the answer; in
 * a thread that exists, one statement (repo.postInExistingThread).
 *
 * Live: after the commit, new_message goes to both sides of the thread's client (messages.rooms.ts),
 * and each mark-read that changed something sends message_read (one) or messages_read (several,
 * per thread) to the same rooms; the socket events of messages.socket.ts call the same functions.
 */
type MessagesContext = Pick<AppContext, 'db' | 'database' | 'realtime'>;

/** The party a user speaks for, scoped for the repo; null for a user of neither side. */
function partyOf(user: SessionUser): repo.Party | null {
  const side = messagingSide(user);
  if (side === 'client' && user.clientId !== null) return { side, clientId: user.clientId };
  if (side === 'team') return { side, userId: user.id, allClients: isAdmin(user), ownClientId: user.clientId };
  return null;
}

/**
 * The party of a user who must be on `side`. The other side's list does not exist for them: 404
 * naming the list that is theirs (not 403: a signed-in user is never refused an 'authenticated'
 * route, and no thread of it would be theirs anyway).
 */
function requireSide(user: SessionUser, side: MessageSide): repo.Party {
  const party = partyOf(user);
  if (party?.side === side) return party;
  if (party)
    throw notFound(
      side === 'client' ? 'The team reads its messages at /api/admin/messages' : 'Clients read their messages at /api/messages',
      'WRONG_MESSAGE_SIDE',
    );
  throw notFound('You have no messages', 'NO_MESSAGES');
}

/** The party of a user, else 404 (someone of neither side sees no thread). */
function partyOrNotFound(user: SessionUser, what: string): repo.Party {
  const party = partyOf(user);
  if (!party) throw notFound(`${what} not found`);
  return party;
}

/** A stored message as the API sends it. */
function toMessage(row: repo.MessageRow): Message {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Threads with their unread counts for the party's side and their last messages. */
async function summarise(db: DbOrTx, side: MessageSide, threads: repo.ThreadRow[]): Promise<ThreadSummary[]> {
  const ids = threads.map((t) => t.id);
  const [unread, last] = [await repo.unreadCounts(db, ids, side), await repo.lastMessages(db, ids)];
  return threads.map((t) => {
    const lastMessage = last.get(t.id);
    return {
      ...t,
      lastMessageAt: t.lastMessageAt.toISOString(),
      unreadCount: unread.get(t.id) ?? 0,
      lastMessage: lastMessage ? toMessage(lastMessage) : null,
    };
  });
}

/** A page of the party's threads, most recent first, with the unread total of its side. */
async function threadPage(db: DbOrTx, party: repo.Party, page: { limit: number; offset: number; search?: string }): Promise<ThreadList> {
  const { rows, total } = await repo.listThreads(db, party, page);
  const items = await summarise(db, party.side, rows);
  const end = page.offset + items.length;
  return { items, total, nextOffset: end < total ? end : null, unreadTotal: await repo.unreadTotal(db, party) };
}

/** GET /api/messages: the threads of the caller's client (client side only; 404 for the team). */
export function listClientThreads(ctx: MessagesContext, user: SessionUser, page: { limit: number; offset: number }): Promise<ThreadList> {
  return threadPage(ctx.db, requireSide(user, 'client'), page);
}

/** GET /api/admin/messages: the threads of the clients the caller works with, optionally by client name (team side only; 404 for the client side). */
export function listTeamThreads(ctx: MessagesContext, user: SessionUser, page: { limit: number; offset: number; q?: string }): Promise<ThreadList> {
  return threadPage(ctx.db, requireSide(user, 'team'), { limit: page.limit, offset: page.offset, search: page.q || undefined });
}

/**
 * A page of a thread's history, newest page first: the `limit` messages before the message
 * `before` (from the newest without it), oldest first. 404 for a thread the caller may not see;
 * 400 for a cursor that is not one of the thread's messages.
 */
export async function threadHistory(
  ctx: MessagesContext,
  user: SessionUser,
  threadId: number,
  page: { before?: number; limit: number },
): Promise<ThreadHistory> {
  const party = partyOrNotFound(user, 'Thread');
  const thread = await repo.findVisibleThread(ctx.db, party, threadId);
  if (!thread) throw notFound('Thread not found');
  if (page.before !== undefined && !(await repo.isInThread(ctx.db, threadId, page.before))) {
    throw badRequest('The cursor is not a message of this thread', 'INVALID_CURSOR');
  }
  const rows = await repo.historyPage(ctx.db, threadId, page.before, page.limit + 1);
  const items = rows.slice(0, page.limit).reverse();
  const [summary] = await summarise(ctx.db, party.side, [thread]);
  return { thread: summary, items: items.map(toMessage), nextBefore: rows.length > page.limit ? items[0].id : null };
}

/** The thread to post in: the one named (404 unless the party may see it), or the client's (started on first use). */
async function threadToPost(tx: Tx, party: repo.Party, target: { threadId?: number; clientId?: number }) {
  if (target.threadId !== undefined) {
    const thread = await repo.findVisibleThread(tx, party, target.threadId);
    if (!thread) throw notFound('Thread not found');
    return thread;
  }
  const clientId = target.clientId ?? 0;
  const mayPost =
    party.side === 'client' ? party.clientId === clientId : party.allClients || (await repo.isTeamOf(tx, party.userId, party.ownClientId, clientId));
  if (!mayPost || !(await repo.lockClient(tx, clientId))) throw notFound('Client not found');
  const threadId = (await repo.findThreadIdOfClient(tx, clientId)) ?? (await repo.createThread(tx, clientId));
  return { id: threadId, clientId };
}

/** Stores a message from the party in the target thread, addressed to the other side. */
async function storeMessage(tx: Tx, party: repo.Party, body: string, target: { threadId?: number; clientId?: number }) {
  const thread = await threadToPost(tx, party, target);
  const row =
    party.side === 'team'
      ? await repo.insertMessage(tx, {
          threadId: thread.id,
          body,
          senderType: 'team',
          senderId: party.userId,
          recipientType: 'client',
          recipientId: thread.clientId,
        })
      : await repo.insertMessage(tx, {
          threadId: thread.id,
          body,
          senderType: 'client',
          senderId: thread.clientId,
          recipientType: 'team',
          recipientId: (await repo.lastTeamSender(tx, thread.id)) ?? 0,
        });
  return { message: toMessage(row), clientId: thread.clientId };
}

/** A message in a thread that exists already, in one statement (the common case: a send costs one round trip); null when the thread must be started or is not the party's. */
async function postInOneStatement(ctx: MessagesContext, party: repo.Party, input: { body: string; threadId?: number; clientId?: number }) {
  const row = await repo.postInExistingThread(ctx.database, party, input, input.body);
  return row ? { message: toMessage(row), clientId: party.side === 'client' ? party.clientId : row.recipientId } : null;
}

/**
 * POST /api/messages: stores a message in a thread (`threadId`) or in a client's thread (`clientId`:
 * started on the first message, reused after), in one transaction, and answers it. Sender and
 * recipient follow the caller's side. 404 for a thread or client the caller may not post to;
 * 403 for a user of neither side.
 */
export async function sendMessage(ctx: MessagesContext, user: SessionUser, input: { body: string; threadId?: number; clientId?: number }): Promise<Message> {
  const party = partyOf(user);
  if (!party) throw forbidden('You may not send messages', 'NO_MESSAGES');
  const write = (tx: Tx) => storeMessage(tx, party, input.body, input);
  const stored = user.isImpersonating
    ? await auditedWrite(ctx.db, user, write, ({ message: m }) => ({
        action: 'message.send',
        targetType: 'message',
        targetId: m.id,
        details: { threadId: m.threadId, clientId: m.senderId, length: m.body.length },
      }))
    : ((await postInOneStatement(ctx, party, input)) ?? (await ctx.db.transaction(write)));
  ctx.realtime.io.to(bothSidesOf(stored.clientId)).emit('new_message', stored.message);
  return stored.message;
}

/** Tells both sides of each thread which of its messages were just read: message_read for one, messages_read for several; the ids. */
function announceRead(ctx: MessagesContext, marks: repo.ReadMark[]): number[] {
  const byThread = new Map<number, repo.ReadMark[]>();
  for (const mark of marks) byThread.set(mark.threadId, [...(byThread.get(mark.threadId) ?? []), mark]);
  for (const [threadId, ofThread] of byThread) {
    const rooms = ctx.realtime.io.to(bothSidesOf(ofThread[0].clientId));
    if (ofThread.length === 1) rooms.emit('message_read', { threadId, messageId: ofThread[0].id });
    else rooms.emit('messages_read', { threadId, messageIds: ofThread.map((m) => m.id) });
  }
  return marks.map((m) => m.id);
}

/**
 * POST /api/messages/{id}/read: marks one message read. 404 unless it is in a thread the caller
 * may see; a message already read, or addressed to the other side, is left as it is. Answers the
 * ids it turned read (the message's, or none).
 */
export async function markMessageRead(ctx: MessagesContext, user: SessionUser, id: number): Promise<number[]> {
  const party = partyOrNotFound(user, 'Message');
  if (!(await repo.findVisibleMessage(ctx.db, party, id))) throw notFound('Message not found');
  return announceRead(ctx, await repo.markRead(ctx.db, party, [id]));
}

/**
 * POST /api/messages/read: marks a list of messages read. Ids the caller may not see, already
 * read or addressed to the other side are ignored (no 404: a list may be stale). Answers the ids it turned read.
 */
export async function markMessagesRead(ctx: MessagesContext, user: SessionUser, ids: number[]): Promise<number[]> {
  const party = partyOf(user);
  return party ? announceRead(ctx, await repo.markRead(ctx.db, party, [...new Set(ids)])) : [];
}

/** POST /api/messages/threads/{threadId}/read: marks read every message of the thread addressed to the caller's side; 404 for a thread they may not see. */
export async function markThreadRead(ctx: MessagesContext, user: SessionUser, threadId: number): Promise<number[]> {
  const party = partyOrNotFound(user, 'Thread');
  if (!(await repo.findVisibleThread(ctx.db, party, threadId))) throw notFound('Thread not found');
  return announceRead(ctx, await repo.markThreadRead(ctx.db, threadId, party.side));
}

/**
 * The rooms a user's socket joins on connect, so new_message and read events reach them live:
 * their client's side, or the team of every client (admins and owners) or of the clients they work with.
 */
export async function roomsOf(ctx: MessagesContext, user: SessionUser): Promise<string[]> {
  const party = partyOf(user);
  if (!party) return [];
  if (party.side === 'client') return [clientSideRoom(party.clientId)];
  if (party.allClients) return [WHOLE_TEAM_ROOM];
  return (await repo.clientIdsOfTeamMember(ctx.db, party.userId, party.ownClientId)).map(teamOfClientRoom);
}

/** Whether a user may join a thread's room (see it): the same rule as its history. */
export async function maySeeThread(ctx: MessagesContext, user: SessionUser, threadId: number): Promise<boolean> {
  const party = partyOf(user);
  return party !== null && (await repo.findVisibleThread(ctx.db, party, threadId)) !== undefined;
}

/** How a user appears to the other people in a thread (typing, leaving): their side, their sender id and their name. */
export function participantOf(user: SessionUser): { senderType: MessageSide; senderId: number; name: string } | null {
  const party = partyOf(user);
  if (!party) return null;
  if (party.side === 'client') return { senderType: 'client', senderId: party.clientId, name: user.clientName || `Client ${party.clientId}` };
  return { senderType: 'team', senderId: user.id, name: user.name || `Team Member ${user.id}` };
}
