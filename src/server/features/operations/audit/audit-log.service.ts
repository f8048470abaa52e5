import { Readable } from 'node:stream';
import { type AdminAuditEntry, type AdminAuditFilters, type AdminAuditQuery, type AuditAccountRef, REDACTED } from '@shared/api/operations/audit';
import type { AdminListPage } from '@shared/api/admin-lists';
import { actionLabel, entityLabel } from '@shared/log-labels';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { csvRow } from '@server/lib/csv';
import * as repo from './audit-log.repo';

type AuditContext = Pick<AppContext, 'db'>;

/** Keys whose values are secrets: never shown, whatever a write put in its details. */
const SECRET_KEY = /password|passwd|token|hash|secret/i;

/** How many rows the CSV export reads at a time. */
export const AUDIT_CSV_BATCH = 1_000;

/** The export's columns, in order. */
const CSV_COLUMNS = ['id', 'created_at', 'actor_email', 'acting_as_email', 'action', 'target_type', 'target_id', 'details'] as const;

/** A copy of `value` with the value of every secret-named key, at any depth, replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(inner)]));
}

const accountOf = (id: number | null, email: string | null): AuditAccountRef | null => (id === null && email === null ? null : { id, email });

/** A stored row as the list shows it, in words (its target named when the page read the name), its secrets redacted. */
function entryOf(row: repo.AuditLogRow & { targetName?: string | null }): AdminAuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: accountOf(row.actorUserId, row.actorEmail),
    actingAs: accountOf(row.actingAsUserId, row.actingAsEmail),
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    label: actionLabel(row.action, row.details),
    targetLabel: row.targetType ? entityLabel(row.targetType, row.targetId, row.targetName ?? null) : null,
    details: row.details === null ? null : (redactSecrets(row.details) as Record<string, unknown>),
  };
}

/** One page of the audit log (owner), newest first by default. */
export async function listAuditLog(ctx: AuditContext, query: AdminAuditQuery): Promise<AdminListPage<AdminAuditEntry>> {
  const { items: rows, count } = await repo.auditList.page(ctx.db, query);
  return toAdminPage(rows.map(entryOf), count, query);
}

/** Every action the log holds, for the page's action filter. */
export async function listAuditActions(ctx: AuditContext): Promise<{ actions: string[] }> {
  return { actions: await repo.auditActions(ctx.db) };
}

/** The CSV lines of the export: the header, then each batch of rows as one chunk. */
async function* csvChunks(ctx: AuditContext, filters: AdminAuditFilters): AsyncGenerator<string> {
  yield csvRow(CSV_COLUMNS);
  for await (const batch of repo.auditLogBatches(ctx.db, filters, AUDIT_CSV_BATCH)) {
    yield batch
      .map((row) => {
        const entry = entryOf(row);
        return csvRow([
          entry.id,
          entry.createdAt,
          entry.actor?.email,
          entry.actingAs?.email,
          entry.action,
          entry.targetType,
          entry.targetId,
          entry.details && JSON.stringify(entry.details),
        ]);
      })
      .join('');
  }
}

/**
 * The log's rows that match the filters as a CSV stream, newest first: read a batch at a time as
 * the reply is sent, so an export of any length holds one batch in memory.
 */
export function auditLogCsv(ctx: AuditContext, filters: AdminAuditFilters): Readable {
  return Readable.from(csvChunks(ctx, filters), { objectMode: false });
}

/** The export's file name for today (UTC): audit-YYYY-MM-DD.csv. */
export function auditCsvFileName(now = new Date()): string {
  return `audit-${now.toISOString().slice(0, 10)}.csv`;
}
