import { and, eq, gt, sql } from 'drizzle-orm';
import type { UpdateLogQuery } from '@shared/api/operations/update-log';
import type { DbOrTx } from '@server/db/client';
import { clients, contentChanges } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf } from '@server/lib/admin-list';
import { entityNameSql } from '@server/lib/entity-names';

/** The logged changes by time (an index per filter: created, client, field), each with its entity's name, filtered by client, field, source and entity type. */
export const changeList = defineAdminList({
  count: idsOf(contentChanges),
  filters: {
    clientId: (id: number) => eq(contentChanges.clientId, id),
    field: (field: string) => eq(contentChanges.field, field),
    source: (source: NonNullable<UpdateLogQuery['source']>) => eq(contentChanges.source, source),
    entityType: (entityType: string) => eq(contentChanges.entityType, entityType),
  },
  sorts: { createdAt: (dir) => [dir(contentChanges.createdAt), dir(contentChanges.id)] },
  page: (db: DbOrTx, step: AdminListStep<UpdateLogQuery>) =>
    cutPage(
      db
        .select({
          id: contentChanges.id,
          clientId: contentChanges.clientId,
          clientName: contentChanges.clientName,
          clientCurrentName: clients.name,
          clientSlug: clients.slug,
          entityType: contentChanges.entityType,
          entityId: contentChanges.entityId,
          entityName: entityNameSql(contentChanges.entityType, contentChanges.entityId),
          field: contentChanges.field,
          before: contentChanges.before,
          after: contentChanges.after,
          source: contentChanges.source,
          actorEmail: contentChanges.actorEmail,
          createdAt: contentChanges.createdAt,
        })
        .from(contentChanges)
        .leftJoin(clients, eq(clients.id, contentChanges.clientId))
        .$dynamic(),
      step,
    ),
});

/** Every distinct field of the log, by name: a skip scan of content_changes_field_idx (one index probe per field, not per row). */
export async function distinctFields(db: DbOrTx): Promise<string[]> {
  const result = (await db.execute(sql`
    WITH RECURSIVE f AS (
      (SELECT field FROM content_changes ORDER BY field LIMIT 1)
      UNION ALL
      SELECT (SELECT c.field FROM content_changes c WHERE c.field > f.field ORDER BY c.field LIMIT 1) FROM f WHERE f.field IS NOT NULL
    )
    SELECT field FROM f WHERE field IS NOT NULL`)) as unknown as { rows: { field: string }[] };
  return result.rows.map((row) => row.field);
}

/** One logged change by id, undefined when unknown. */
export async function findChange(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: contentChanges.id,
      entityType: contentChanges.entityType,
      entityId: contentChanges.entityId,
      field: contentChanges.field,
      before: contentChanges.before,
      after: contentChanges.after,
    })
    .from(contentChanges)
    .where(eq(contentChanges.id, id));
  return row;
}

/** Whether the log holds a change of the same field of the same entity made after change `id` (by the field's index). */
export async function hasLaterChange(db: DbOrTx, change: { id: number; entityType: string; entityId: string; field: string }): Promise<boolean> {
  const rows = await db
    .select({ id: contentChanges.id })
    .from(contentChanges)
    .where(
      and(
        eq(contentChanges.field, change.field),
        eq(contentChanges.entityType, change.entityType),
        eq(contentChanges.entityId, change.entityId),
        gt(contentChanges.id, change.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
