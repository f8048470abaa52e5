import { isDeepStrictEqual } from 'node:util';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { storable } from '@server/lib/jsonb';
import { conflict, notFound } from '@server/lib/errors';
import { lockClientForWrite, writeAndAnnounce } from '@server/features/directory/clients/client-writes';
import { recordContentChanges } from '@server/platform/update-log/content-changes';
import { readStored, restoreTargetOf, writeStored } from './restorable';
import { findChange, hasLaterChange } from './update-log.repo';
import { clientNameOf } from '@server/platform/update-log/changes.repo';

/** The refusal when the field was written after the change (SPEC has no wording of its own for it). */
export const CHANGED_SINCE = 'This field has changed since. Restore is only possible from its latest version.';

/**
 * "Restore this version": puts the field a logged change wrote back to its value before that
 * change, in one audited transaction with the client's write lock, and logs the restore as a new
 * change. 404 for an unknown change; 409 for a change that can't be restored (see restorable.ts),
 * whose entity is gone, or whose field has changed since (a later change is logged, or the stored
 * value is no longer the one it wrote). The read caches are told, as an edit tells them.
 */
export async function restoreChange(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, id: number): Promise<void> {
  const change = await findChange(ctx.db, id);
  if (!change) throw notFound('Change not found');
  const target = restoreTargetOf(change);
  if (!target) throw conflict("This change can't be restored.", 'NOT_RESTORABLE');
  const entityId = Number(change.entityId);
  const gone = () => conflict('What this change was made to no longer exists, so it cannot be restored.', 'RESTORE_TARGET_GONE');
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const owner = await readStored(tx, target, entityId, change.field, false);
      if (!owner) throw gone();
      if (owner.clientId !== null) await lockClientForWrite(tx, owner.clientId);
      const stored = await readStored(tx, target, entityId, change.field, true);
      if (!stored) throw gone();
      const unchanged = stored.clientId === owner.clientId && isDeepStrictEqual(storable(stored.value ?? null), change.after);
      if (!unchanged || (await hasLaterChange(tx, change))) throw conflict(CHANGED_SINCE, 'CHANGED_SINCE');
      await writeStored(tx, target, entityId, change.field, change.before);
      await recordContentChanges(tx, user, 'edit', [
        {
          clientId: stored.clientId,
          clientName: stored.clientId === null ? '' : await clientNameOf(tx, stored.clientId),
          entityType: change.entityType,
          entityId,
          before: { [change.field]: stored.value },
          after: { [change.field]: change.before },
        },
      ]);
      return stored.clientId;
    },
    (clientId) => ({ action: 'update-log.restore', targetType: change.entityType, targetId: entityId, details: { change: id, field: change.field, clientId } }),
  );
  for (const tag of target.alsoInvalidates) await ctx.bus.invalidate(tag);
}
