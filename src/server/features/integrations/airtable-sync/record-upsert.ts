import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { touchClient } from '@server/features/directory/clients/client-writes';
import { changedFields, recordContentChanges } from '@server/platform/update-log/content-changes';

/** What became of one record: written as new, updated, found unchanged, or refused with a reason. */
export type Outcome = 'new' | 'updated' | 'unchanged' | { failed: string };

/** How a section writes one kind of row from a record's fields (see upsertRecord). */
export interface UpsertTarget<F extends object, R extends { id: number }> {
  /** The update log's and audit's name of the row kind ('client', 'video', …). */
  entityType: string;
  /** The client the row belongs to, for the update log (null: none, e.g. an episode without a guest). */
  clientOf(fields: F, row: R | undefined): { id: number | null; name: string };
  /** The fields an update writes (e.g. a client's slug is only set on insert). */
  forUpdate?(fields: F): Partial<F>;
  /** The row's current values of the written fields, when they are not columns of the row as such. */
  currentOf?(row: R): Record<string, unknown>;
  insert(tx: Tx, recordid: string, fields: F): Promise<{ id: number }>;
  /** Writes the fields and the record id (which links a row adopted by the section). */
  update(tx: Tx, row: R, fields: Partial<F>, recordid: string): Promise<void>;
}

/** A failure's message, for the run's findings. */
export function failureOf(error: unknown): { failed: string } {
  return { failed: (error instanceof Error ? error.message : String(error)).slice(0, 500) };
}

/**
 * Writes one record's fields over `row` (or as a new row when none), in its own transaction with
 * the update log (source 'sync') and the audit entry; nothing at all when no field changed.
 */
export async function upsertRecord<F extends object, R extends { id: number }>(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser | null,
  target: UpsertTarget<F, R>,
  recordid: string,
  fields: F,
  row: R | undefined,
): Promise<Outcome> {
  const after = (row && target.forUpdate ? target.forUpdate(fields) : fields) as Record<string, unknown>;
  const current = row ? (target.currentOf?.(row) ?? (row as Record<string, unknown>)) : null;
  const before = current ? Object.fromEntries(Object.keys(after).map((key) => [key, current[key] ?? null])) : null;
  const changed = changedFields(before, after);
  if (row && changed.length === 0) return 'unchanged';
  const client = target.clientOf(fields, row);
  try {
    await auditedWrite(
      ctx.db,
      user,
      async (tx) => {
        let id: number;
        if (row) {
          await target.update(tx, row, after as Partial<F>, recordid);
          id = row.id;
        } else id = (await target.insert(tx, recordid, fields)).id;
        // a row of a client's content marks its client changed, so the profile shows it at once (a client row does so itself)
        const clientId = target.entityType === 'client' ? id : client.id;
        if (clientId !== null && target.entityType !== 'client') await touchClient(tx, clientId);
        await recordContentChanges(tx, user, 'sync', [{ clientId, clientName: client.name, entityType: target.entityType, entityId: id, before, after }]);
        return id;
      },
      (id) => ({
        action: `${target.entityType}.sync`,
        targetType: target.entityType,
        targetId: id,
        details: { recordid, fields: row ? changed : Object.keys(after) },
      }),
    );
  } catch (error) {
    return failureOf(error);
  }
  return row ? 'updated' : 'new';
}
