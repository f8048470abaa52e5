import type { AdminListPage } from '@shared/api/admin-lists';
import type { UpdateLogEntry, UpdateLogQuery } from '@shared/api/operations/update-log';
import { changeLabel } from '@shared/log-labels';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { restoreTargetOf } from './restorable';
import * as repo from './update-log.repo';

/** /admin/update-log: one page of logged changes, newest first, each in words ('Bio of Amara Okafor'). */
export async function listChanges(ctx: Pick<AppContext, 'db'>, query: UpdateLogQuery): Promise<AdminListPage<UpdateLogEntry>> {
  const { items: rows, count } = await repo.changeList.page(ctx.db, query);
  const items = rows.map(({ clientSlug, clientCurrentName, createdAt, entityName: currentName, ...row }) => {
    // A deleted client keeps the name it had when the change was made.
    const entityName = currentName ?? (row.entityType === 'client' && row.clientName ? row.clientName : null);
    return {
      ...row,
      entityName,
      label: changeLabel(row.field, row.entityType, row.entityId, entityName),
      client: row.clientId !== null && clientSlug !== null ? { id: row.clientId, name: clientCurrentName ?? row.clientName, slug: clientSlug } : null,
      createdAt: createdAt.toISOString(),
      restorable: restoreTargetOf(row) !== undefined,
    };
  });
  return toAdminPage(
    items.map(({ clientId: _clientId, ...item }) => item),
    count,
    query,
  );
}

/** The fields the update log holds, for its filter. */
export function listFields(ctx: Pick<AppContext, 'db'>): Promise<string[]> {
  return repo.distinctFields(ctx.db);
}
