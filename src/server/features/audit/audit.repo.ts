import { desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** What an audit entry records. */
export interface AuditRecord {
  actor: { id: number; email: string } | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Appends one entry to the audit log. */
export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? null,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined ? null : String(record.targetId),
    details: record.details ?? null,
  });
}

/** The newest audit entries. */
export async function recentAudit(db: Db, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorEmail: r.actorEmail,
    targetType: r.targetType,
    targetId: r.targetId,
    createdAt: r.createdAt.toISOString(),
  }));
}
