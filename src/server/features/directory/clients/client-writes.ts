import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { DbOrTx, Tx } from '@server/db/client';
import { clients } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { type AuditEvent, auditedWrite } from '@server/platform/audit/audited-write';
import { type ContentChange, recordContentChanges } from '@server/platform/update-log/content-changes';

/** A client as write audit entries name it. */
export type ClientRef = { id: number; slug: string };

/**
 * Marks a client changed (updated_at = now()) and locks its row until the transaction ends, so
 * writes to one client's profile take their turn; its id and slug, undefined when unknown.
 */
export async function touchClient(tx: DbOrTx, clientId: number): Promise<ClientRef | undefined> {
  const rows = await tx.update(clients).set({ updatedAt: sql`now()` }).where(eq(clients.id, clientId)).returning({ id: clients.id, slug: clients.slug });
  return rows[0];
}

/** Locks the client for this transaction and marks it changed (the profile shows the write at once); 404 for an unknown client. */
export async function lockClientForWrite(tx: Tx, clientId: number): Promise<ClientRef> {
  const client = await touchClient(tx, clientId);
  if (!client) throw notFound('Client not found');
  return client;
}

/**
 * One audited write that changes what a profile shows, then tells every node's read cache that
 * profiles changed, so the profile and its lists show the write at once.
 */
export async function writeAndAnnounce<T>(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  user: SessionUser,
  write: (tx: Tx) => Promise<T>,
  describe: (result: T) => AuditEvent,
): Promise<T> {
  const result = await auditedWrite(ctx.db, user, write, describe);
  await ctx.bus.invalidate('clients');
  return result;
}

/** A written row of some client's content: its id and its client. */
interface ClientContentRow {
  id: number;
  clientId: number;
  clientName: string;
}

/**
 * After a write to rows of clients' content (in its transaction): marks each client changed, so
 * the profiles show it at once, and records each row's before and after in the update log.
 */
export async function touchAndRecord<R extends ClientContentRow>(
  tx: DbOrTx,
  user: SessionUser | null,
  entityType: string,
  rows: R[],
  change: (row: R) => Pick<ContentChange, 'before' | 'after'>,
): Promise<void> {
  for (const clientId of new Set(rows.map((r) => r.clientId))) await touchClient(tx, clientId);
  await recordContentChanges(
    tx,
    user,
    'edit',
    rows.map((row) => ({ clientId: row.clientId, clientName: row.clientName, entityType, entityId: row.id, ...change(row) })),
  );
}
