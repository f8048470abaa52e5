import { isDeepStrictEqual } from 'node:util';
import type { SessionUser } from '@shared/api/session-user';
import type { DbOrTx } from '@server/db/client';
import { storable } from '@server/lib/jsonb';
import { auditActorOf } from '../audit/audited-write';
import { clientNameOf, insertChanges } from './changes.repo';

/** Where a change came from: an edit in the app, an Airtable sync, a CSV import. */
export type ChangeSource = 'edit' | 'sync' | 'import';

/** One written entity of a client's content, before and after the write (null before a create, after a delete). */
export interface ContentChange {
  clientId: number | null;
  clientName: string;
  entityType: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The fields whose value differs between `before` and `after` (every field of the side that exists, on a create or delete). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !isDeepStrictEqual(before?.[key] ?? null, after?.[key] ?? null));
}

/** Whether a value is empty: null, '' or an empty list (a field a create or delete leaves empty is no change to log). */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Records a write in the update log, one row per changed field with its before and after, in the
 * caller's transaction (so the log and the content never disagree). `user` is null for a sync
 * run by the schedule. Fields listed in `ignore` (timestamps, positions) are left out, and so are
 * the fields a create or a delete finds empty on its one side.
 */
export async function recordContentChanges(
  tx: DbOrTx,
  user: SessionUser | null,
  source: ChangeSource,
  changes: ContentChange[],
  ignore: readonly string[] = ['id', 'clientId', 'createdAt', 'updatedAt', 'position'],
): Promise<void> {
  const { actor } = auditActorOf(user);
  const rows = changes.flatMap((change) => {
    // a create or a delete: the one side there is
    const only = change.before === null ? change.after : change.after === null ? change.before : null;
    return changedFields(change.before, change.after)
      .filter((field) => !ignore.includes(field) && !(only && isEmpty(only[field])))
      .map((field) => ({
        clientId: change.clientId,
        clientName: change.clientName,
        entityType: change.entityType,
        entityId: String(change.entityId),
        field,
        before: storable(change.before?.[field] ?? null),
        after: storable(change.after?.[field] ?? null),
        source,
        actorUserId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
      }));
  });
  await insertChanges(tx, rows);
}

/**
 * Records an edit in the app to one entity of client `clientId` (its name read in the same
 * transaction): `before` and `after` hold the fields written, null before a create or after a delete.
 */
export async function recordEdit(
  tx: DbOrTx,
  user: SessionUser | null,
  change: { clientId: number; entityType: string; entityId: string | number; before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  source: ChangeSource = 'edit',
): Promise<void> {
  await recordContentChanges(tx, user, source, [{ ...change, clientName: await clientNameOf(tx, change.clientId) }]);
}
