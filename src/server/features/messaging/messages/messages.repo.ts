import { and, asc, count, desc, eq, ilike, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { MessageSide } from '@shared/api/messaging/messages';
import type { Database, DbOrTx } from '@server/db/client';
import { type NamedStatement, namedStatement, runNamed } from '@server/db/named-statement';
import { clients, clientTeamAssignments, messages, messageThreads, users } from '@server/db/schema';

/**
 * Who a query is for: the client side of one client, or a team-side account (admins and owners
 * see every client; a team member the client of their account and the clients assigned to them).
 */
export type Party = { side: 'client'; clientId: number } | { side: 'team'; userId: number; allClients: boolean; ownClientId: number | null };

/** The name a message's sender goes by: the team account's or the client's, else a generic one. */
function senderNameOf(senderType: SQL, senderId: SQL): SQL<string> {
  return sql<string>`case when ${senderType} = 'team'
    then coalesce((select nullif(u.name, '') from ${users} u where u.id = ${senderId}), 'Team Member ' || ${senderId})
    else coalesce((select nullif(c.name, '') from ${clients} c where c.id = ${senderId}), 'Client ' || ${senderId}) end`;
}

/** A message as the API sends it, before its timestamp is written out. */
export const messageColumns = {
  id: messages.id,
  threadId: messages.threadId,
  body: messages.body,
  isRead: messages.isRead,
  senderType: messages.senderType,
  senderId: messages.senderId,
  recipientType: messages.recipientType,
  recipientId: messages.recipientId,
  senderName: senderNameOf(sql`${messages.senderType}`, sql`${messages.senderId}`),
  createdAt: messages.createdAt,
};

/** A stored message with its Date, as the repo reads it. */
export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

/**
 * The clients a team member works with: their account's client and those assigned to them. Takes
 * values, or placeholders of a prepared statement (where the account's client may be null).
 */
function teamClientIds(userId: number | Placeholder, ownClientId: number | null | Placeholder): SQL {
  const assigned = sql`select ${clientTeamAssignments.clientId} from ${clientTeamAssignments} where ${clientTeamAssignments.userId} = ${userId}`;
  return ownClientId === null
    ? sql`${messageThreads.clientId} in (${assigned})`
    : sql`(${messageThreads.clientId} = ${ownClientId} or ${messageThreads.clientId} in (${assigned}))`;
}

/** The SQL condition on message_threads of the threads a party may see (undefined: every thread). */
function visibleThreads(party: Party): SQL | undefined {
  if (party.side === 'client') return eq(messageThreads.clientId, party.clientId);
  return party.allClients ? undefined : teamClientIds(party.userId, party.ownClientId);
}

/** Whether a team member works with a client (assigned, or the client of their account). */
export async function isTeamOf(db: DbOrTx, userId: number, ownClientId: number | null, clientId: number): Promise<boolean> {
  if (ownClientId === clientId) return true;
  const rows = await db
    .select({ id: clientTeamAssignments.id })
    .from(clientTeamAssignments)
    .where(and(eq(clientTeamAssignments.userId, userId), eq(clientTeamAssignments.clientId, clientId)));
  return rows.length > 0;
}

/** The columns of a thread summary, before unread counts and last messages are added. */
const threadColumns = {
  id: messageThreads.id,
  clientId: messageThreads.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
  subject: messageThreads.subject,
  lastMessageAt: messageThreads.lastMessageAt,
};

/** A thread with its client's name and slug, as the repo reads it. */
export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findVisibleThread>>>;

/** A thread the party may see, with its client's name and slug; undefined when unknown or not theirs. */
export async function findVisibleThread(db: DbOrTx, party: Party, threadId: number) {
  const rows = await db
    .select(threadColumns)
    .from(messageThreads)
    .innerJoin(clients, eq(clients.id, messageThreads.clientId))
    .where(and(eq(messageThreads.id, threadId), visibleThreads(party)));
  return rows[0];
}

/** A page of the threads a party may see, most recent first, optionally of clients whose name contains `search`; and how many match. */
export async function listThreads(db: DbOrTx, party: Party, page: { limit: number; offset: number; search?: string }) {
  const named = page.search ? ilike(clients.name, `%${page.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const where = and(visibleThreads(party), named);
  const rows = await db
    .select(threadColumns)
    .from(messageThreads)
    .innerJoin(clients, eq(clients.id, messageThreads.clientId))
    .where(where)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(messageThreads).innerJoin(clients, eq(clients.id, messageThreads.clientId)).where(where);
  return { rows, total: total.n };
}

/** Per thread, how many of its messages addressed to `side` are unread (threads without any left out). */
export async function unreadCounts(db: DbOrTx, threadIds: number[], side: MessageSide): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .select({ threadId: messages.threadId, n: count() })
    .from(messages)
    .where(and(inArray(messages.threadId, threadIds), eq(messages.recipientType, side), eq(messages.isRead, false)))
    .groupBy(messages.threadId);
  return new Map(rows.map((r) => [r.threadId, r.n]));
}

/** The newest message of each thread (threads without messages left out). */
export async function lastMessages(db: DbOrTx, threadIds: number[]): Promise<Map<number, MessageRow>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.threadId], messageColumns)
    .from(messages)
    .where(inArray(messages.threadId, threadIds))
    .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((r) => [r.threadId, r]));
}

/** How many messages addressed to the party's side are unread in all the threads it may see. */
export async function unreadTotal(db: DbOrTx, party: Party): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messages.recipientType, party.side), eq(messages.isRead, false), visibleThreads(party)));
  return row.n;
}

/** Whether a message is one of the thread's (a valid history cursor). */
export async function isInThread(db: DbOrTx, threadId: number, messageId: number): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId)));
  return rows.length > 0;
}

/** Up to `limit` messages of a thread, newest first, older than the message `before` when given (one of the thread's). */
export function historyPage(db: DbOrTx, threadId: number, before: number | undefined, limit: number) {
  const older =
    before === undefined ? undefined : sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before})`;
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.threadId, threadId), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Locks a client's row until the transaction ends (so two first messages start one thread); whether it exists. */
export async function lockClient(tx: DbOrTx, clientId: number): Promise<boolean> {
  const rows = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
  return rows.length > 0;
}

/** The id of a client's thread (its first one), undefined when it has none yet. */
export async function findThreadIdOfClient(db: DbOrTx, clientId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(eq(messageThreads.clientId, clientId))
    .orderBy(asc(messageThreads.id))
    .limit(1);
  return rows[0]?.id;
}

/** Starts a client's thread; its id. */
export async function createThread(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db.insert(messageThreads).values({ clientId }).returning({ id: messageThreads.id });
  return row.id;
}

/** The account that last wrote in the thread for the team, undefined when none has. */
export async function lastTeamSender(db: DbOrTx, threadId: number): Promise<number | undefined> {
  const rows = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.senderType, 'team')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return rows[0]?.senderId;
}

/** Stores a message and moves its thread's last_message_at to it (now(): the message's time in this transaction); the stored message. */
export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning(messageColumns);
  await db
    .update(messageThreads)
    .set({ lastMessageAt: sql`greatest(${messageThreads.lastMessageAt}, now())` })
    .where(eq(messageThreads.id, row.threadId));
  return row;
}

/** How a send names its thread: by id, or as the client's (its first thread). */
type TargetKind = 'thread' | 'client';

/** Which threads a party may post in, as a prepared statement's shape: a client's own, every one, or a team member's. */
type Scope = 'client' | 'all' | 'member';

/** The threads the scope lets a party post in, on the parameters `party_client`, `user` and `own_client` (null when the account has no client). */
function scopeCondition(scope: Scope): SQL | undefined {
  if (scope === 'client') return eq(messageThreads.clientId, sql.placeholder('party_client'));
  return scope === 'all' ? undefined : teamClientIds(sql.placeholder('user'), sql.placeholder('own_client'));
}

/** Sender and recipient of a message posted in the thread `target`, as insert columns: the team account `user`, or the client. */
function addressing(scope: Scope): SQL {
  if (scope !== 'client') return sql`'team', ${sql.placeholder('user')}::int, 'client', target.client_id`;
  // to the account that last wrote in the thread for the team, or 0 (the whole team)
  const lastTeamWriter = sql`select m.sender_id from ${messages} m where m.thread_id = target.id and m.sender_type = 'team'
    order by m.created_at desc, m.id desc limit 1`;
  return sql`'client', target.client_id, 'team', coalesce((${lastTeamWriter}), 0)`;
}

/**
 * The one-statement send of a shape: finds the target thread (`thread`, or the first of `client`)
 * within the scope, stores the message `body` in it, moves the thread's last_message_at, and
 * answers the message with its sender's name as one JSON object.
 */
function postStatement(kind: TargetKind, scope: Scope) {
  const which = kind === 'thread' ? eq(messageThreads.id, sql.placeholder('thread')) : eq(messageThreads.clientId, sql.placeholder('client'));
  return namedStatement<PostParam>(
    `post_message_${kind}_${scope}`,
    sql`with target as (
      select ${messageThreads.id}, ${messageThreads.clientId} from ${messageThreads}
      where ${and(which, scopeCondition(scope))} order by ${messageThreads.id} limit 1
    ),
    stored as (
      insert into ${messages} (thread_id, body, sender_type, sender_id, recipient_type, recipient_id)
      select target.id, ${sql.placeholder('body')}::text, ${addressing(scope)} from target
      returning *
    ),
    bumped as (
      update ${messageThreads} set last_message_at = greatest(last_message_at, now())
      where id in (select thread_id from stored)
    )
    select json_build_object('id', stored.id, 'threadId', stored.thread_id, 'body', stored.body, 'isRead', stored.is_read,
      'senderType', stored.sender_type, 'senderId', stored.sender_id, 'recipientType', stored.recipient_type,
      'recipientId', stored.recipient_id, 'createdAt', stored.created_at::text,
      'senderName', ${senderNameOf(sql`stored.sender_type`, sql`stored.sender_id`)})::text from stored`,
  );
}

/** The names a send's statement takes its values by. */
type PostParam = 'thread' | 'client' | 'party_client' | 'user' | 'own_client' | 'body';

/** Every shape of the one-statement send, prepared once each per connection. */
const postStatements = Object.fromEntries(
  (['thread', 'client'] as const).flatMap((kind) => (['client', 'all', 'member'] as const).map((scope) => [`${kind} ${scope}`, postStatement(kind, scope)])),
) as Record<`${TargetKind} ${Scope}`, NamedStatement<PostParam>>;

/**
 * Stores a message from the party in a thread that already exists and is theirs (the one named, or
 * the client's), and moves the thread's last_message_at, in one prepared statement (one round trip,
 * one transaction); undefined when there is no such thread (the caller then starts the client's
 * thread or answers 404).
 */
export async function postInExistingThread(
  database: Pick<Database, 'queryText'>,
  party: Party,
  target: { threadId?: number; clientId?: number },
  body: string,
): Promise<MessageRow | undefined> {
  const kind: TargetKind = target.threadId !== undefined ? 'thread' : 'client';
  const scope: Scope = party.side === 'client' ? 'client' : party.allClients ? 'all' : 'member';
  const json = await runNamed(database, postStatements[`${kind} ${scope}`], {
    thread: target.threadId ?? null,
    client: target.clientId ?? 0,
    party_client: party.side === 'client' ? party.clientId : null,
    user: party.side === 'team' ? party.userId : null,
    own_client: party.side === 'team' ? party.ownClientId : null,
    body,
  });
  if (json === undefined) return undefined;
  const row = JSON.parse(json) as Omit<MessageRow, 'createdAt'> & { createdAt: string };
  return { ...row, createdAt: messages.createdAt.mapFromDriverValue(row.createdAt) as Date };
}

/** A message the party may see: its id and thread; undefined when unknown or not theirs. */
export async function findVisibleMessage(db: DbOrTx, party: Party, id: number) {
  const rows = await db
    .select({ id: messages.id, threadId: messages.threadId })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messages.id, id), visibleThreads(party)));
  return rows[0];
}

/** A message a mark-read call turned read, with its thread and the thread's client (whom to tell). */
export interface ReadMark {
  id: number;
  threadId: number;
  clientId: number;
}

const readMarkColumns = {
  id: messages.id,
  threadId: messages.threadId,
  clientId: sql<number>`(select t.client_id from ${messageThreads} t where t.id = ${messages.threadId})`,
};

/** Marks read those of `ids` that are unread, addressed to the party's side, in threads it may see; what it changed, by id. */
export async function markRead(db: DbOrTx, party: Party, ids: number[]): Promise<ReadMark[]> {
  const scope = visibleThreads(party);
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        inArray(messages.id, ids),
        eq(messages.recipientType, party.side),
        eq(messages.isRead, false),
        scope && sql`${messages.threadId} in (select ${messageThreads.id} from ${messageThreads} where ${scope})`,
      ),
    )
    .returning(readMarkColumns);
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks read every unread message of a thread addressed to `side`; what it changed, by id. */
export async function markThreadRead(db: DbOrTx, threadId: number, side: MessageSide): Promise<ReadMark[]> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.threadId, threadId), eq(messages.recipientType, side), eq(messages.isRead, false)))
    .returning(readMarkColumns);
  return rows.sort((a, b) => a.id - b.id);
}

/** The clients a team member works with: their account's client and those assigned to them. */
export async function clientIdsOfTeamMember(db: DbOrTx, userId: number, ownClientId: number | null): Promise<number[]> {
  const rows = await db.select({ clientId: clientTeamAssignments.clientId }).from(clientTeamAssignments).where(eq(clientTeamAssignments.userId, userId));
  return [...new Set([...(ownClientId === null ? [] : [ownClientId]), ...rows.map((r) => r.clientId)])];
}
