import { and, asc, desc, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminAuditFilters, AdminAuditQuery } from '../../../../shared/api/operations/admin-audit';
import type { DbOrTx } from '../../../db/client';
import { auditLog } from '../../../db/schema';
import { cappedCount, ilikeContains, pageWindow } from '../../../lib/admin-list';
import { entityNameSql } from '../../../lib/entity-names';

/** An audit log row as stored. */
export type AuditLogRow = typeof auditLog.$inferSelect;

const DAY_MS = 86_400_000;

const MAX_USER_ID = 2_147_483_647;

/** An account filter: a user id (digits, within the id column's range) matches that id, anything else a part of the email. */
function accountMatch(idColumn: PgColumn, emailColumn: PgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return /^\d+$/.test(term) && Number(term) <= MAX_USER_ID ? eq(idColumn, Number(term)) : ilikeContains(emailColumn, term);
}

/** The rows the filters keep; the days are UTC days, `to` included whole. */
function whereOf(filters: AdminAuditFilters): SQL | undefined {
  return and(
    ilikeContains(auditLog.actorEmail, filters.q),
    accountMatch(auditLog.actorUserId, auditLog.actorEmail, filters.actor),
    accountMatch(auditLog.actingAsUserId, auditLog.actingAsEmail, filters.actingAs),
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.targetType ? eq(auditLog.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(auditLog.targetId, filters.targetId) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)) : undefined,
  );
}

/** One page of the log (newest first by default; by action, then time), each row with its target's name, with the capped count of all that match. */
export async function auditLogPage(db: DbOrTx, query: AdminAuditQuery) {
  const where = whereOf(query);
  const { offset, limit } = pageWindow(query);
  const dir = query.dir === 'asc' ? asc : desc;
  const order = query.sort === 'action' ? [dir(auditLog.action), dir(auditLog.createdAt), dir(auditLog.id)] : [dir(auditLog.createdAt), dir(auditLog.id)];
  const [rows, count] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), targetName: entityNameSql(auditLog.targetType, auditLog.targetId) })
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic(), query),
  ]);
  return { rows, count };
}

/**
 * The log's rows that match, newest first, read `batchSize` at a time by id (keyset: each batch
 * starts below the last id read), so an export of any length holds one batch in memory.
 */
export async function* auditLogBatches(db: DbOrTx, filters: AdminAuditFilters, batchSize: number): AsyncGenerator<AuditLogRow[]> {
  const where = whereOf(filters);
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
