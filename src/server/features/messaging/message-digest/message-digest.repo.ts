import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DigestSettings } from '@shared/api/messaging/message-digest';
import type { DbOrTx } from '@server/db/client';
import { clients, clientTeamAssignments, messages, messageThreads, users } from '@server/db/schema';
import { messageColumns } from '../messages/messages.repo';

/**
 * The advisory lock key of a digest run: with several app nodes on one PostgreSQL only the node
 * holding it sends (the bytes of 'PDIG'; any number no other feature uses).
 */
export const DIGEST_LOCK_KEY = 0x50_44_49_47;

/** Takes the digest run's advisory lock until the transaction ends; false when another node holds it. */
export async function tryDigestLock(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx.select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${DIGEST_LOCK_KEY})` }).from(sql`(values (1)) as one`);
  return row.locked;
}

/**
 * Unread messages no digest has covered yet, oldest first, at most `limit` (the partial index
 * messages_digest_due_idx keeps this cheap), with the client of their thread.
 */
export function pendingMessages(tx: DbOrTx, limit: number) {
  return tx
    .select({ ...messageColumns, clientId: messageThreads.clientId, clientName: clients.name })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(clients, eq(clients.id, messageThreads.clientId))
    .where(and(eq(messages.isRead, false), isNull(messages.emailedAt)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}

/** A message waiting for a digest, as pendingMessages reads it. */
export type PendingMessage = Awaited<ReturnType<typeof pendingMessages>>[number];

/** The columns of an account that may get a digest; the team side's time zone is not known. */
const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  messageDigest: users.messageDigest,
  digestIncludesText: users.digestIncludesText,
  timeZone: sql<string | null>`null::text`,
};

/** An account a digest may go to, with its digest settings and its time zone when known. */
export interface DigestAccount {
  id: number;
  email: string;
  name: string;
  messageDigest: boolean;
  digestIncludesText: boolean;
  timeZone: string | null;
}

/** The active guest accounts of the clients (their client side), each with its client and the client's time zone. */
export function activeGuestsOf(tx: DbOrTx, clientIds: number[]) {
  return tx
    .select({ ...accountColumns, timeZone: clients.timeZone, clientId: sql<number>`${users.clientId}` })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(eq(users.role, 'guest'), eq(users.active, true), inArray(users.clientId, clientIds)))
    .orderBy(asc(users.id));
}

/** The active team members who work with the clients (the client of their account, or assigned), each with the client. */
export function activeTeamOf(tx: DbOrTx, clientIds: number[]) {
  const assigned = tx
    .select({ ...accountColumns, clientId: clientTeamAssignments.clientId })
    .from(clientTeamAssignments)
    .innerJoin(users, eq(users.id, clientTeamAssignments.userId))
    .where(and(eq(users.role, 'team'), eq(users.active, true), inArray(clientTeamAssignments.clientId, clientIds)));
  const own = tx
    .select({ ...accountColumns, clientId: sql<number>`${users.clientId}` })
    .from(users)
    .where(and(eq(users.role, 'team'), eq(users.active, true), inArray(users.clientId, clientIds)));
  return own.union(assigned);
}

/** The active admins and owners (the team side of every client). */
export function activeAdmins(tx: DbOrTx): Promise<DigestAccount[]> {
  return tx
    .select(accountColumns)
    .from(users)
    .where(and(or(eq(users.role, 'admin'), eq(users.role, 'owner')), eq(users.active, true)))
    .orderBy(asc(users.id));
}

/** Records that a digest covered the messages (those not covered yet): their emailed_at. */
export async function markEmailed(tx: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(messages)
    .set({ emailedAt: at })
    .where(and(inArray(messages.id, ids), isNull(messages.emailedAt)));
}

const settingsColumns = { messageDigest: users.messageDigest, digestIncludesText: users.digestIncludesText };

/** An account's digest settings; undefined when it does not exist. */
export async function findDigestSettings(db: DbOrTx, userId: number): Promise<DigestSettings | undefined> {
  const rows = await db.select(settingsColumns).from(users).where(eq(users.id, userId));
  return rows[0];
}

/** Stores an account's digest settings; what is stored, undefined when it does not exist. */
export async function updateDigestSettings(db: DbOrTx, userId: number, settings: DigestSettings): Promise<DigestSettings | undefined> {
  const rows = await db
    .update(users)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  return rows[0];
}
