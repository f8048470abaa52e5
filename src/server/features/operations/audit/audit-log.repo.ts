import { and, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminAuditFilters, AdminAuditQuery } from '@shared/api/operations/audit';
import type { DbOrTx } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeContains } from '@server/lib/admin-list';
import { entityNameSql } from '@server/lib/entity-names';

/** An audit log row as stored. */
export type AuditLogRow = typeof auditLog.$inferSelect;

const DAY_MS = 86_400_000;

const MAX_USER_ID = 2_147_483_647;

/** An account filter: a user id (digits, within the id column's range) matches that id, anything else a part of the email. */
function accountMatch(idColumn: PgColumn, emailColumn: PgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return /^\d+$/.test(term) && Number(term) <= MAX_USER_ID ? eq(idColumn, Number(term)) : ilikeContains(emailColumn, term);
}

/** The log (newest first by default; by action, then time), each row with its target's name; the days of `from` and `to` are UTC days, `to` included whole. */
export const auditList = defineAdminList({
  count: idsOf(auditLog),
  filters: {
    q: (term: string) => ilikeContains(auditLog.actorEmail, term),
    actor: (term: string) => accountMatch(auditLog.actorUserId, auditLog.actorEmail, term),
    actingAs: (term: string) => accountMatch(auditLog.actingAsUserId, auditLog.actingAsEmail, term),
    action: (action: string) => eq(auditLog.action, action),
    targetType: (targetType: string) => eq(auditLog.targetType, targetType),
    targetId: (targetId: string) => eq(auditLog.targetId, targetId),
    from: (day: string) => gte(auditLog.createdAt, new Date(`${day}T00:00:00Z`)),
    to: (day: string) => lt(auditLog.createdAt, new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS)),
  },
  sorts: {
    action: (dir) => [dir(auditLog.action), dir(auditLog.createdAt), dir(auditLog.id)],
    createdAt: (dir) => [dir(auditLog.createdAt), dir(auditLog.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminAuditQuery>) =>
    cutPage(
      db
        .select({ ...getTableColumns(auditLog), targetName: entityNameSql(auditLog.targetType, auditLog.targetId) })
        .from(auditLog)
        .$dynamic(),
      step,
    ),
});

/**
 * The log's rows that match, newest first, read `batchSize` at a time by id (keyset: each batch
 * starts below the last id read), so an export of any length holds one batch in memory.
 */
export async function* auditLogBatches(db: DbOrTx, filters: AdminAuditFilters, batchSize: number): AsyncGenerator<AuditLogRow[]> {
  const where = auditList.where(filters);
  let below: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(where, below === undefined ? undefined : lt(auditLog.id, below)))
      .orderBy(desc(auditLog.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1].id;
  }
}

/** Every action the log holds, in order (for the action filter). */
export async function auditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
