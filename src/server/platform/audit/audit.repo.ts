import type { DbOrTx } from '@server/db/client';
import { auditLog } from '@server/db/schema';
import { storable } from '@server/lib/jsonb';

/** An account as the audit log names it. */
interface AuditAccount {
  id: number;
  email: string;
}

/** What an audit entry records: who acted (and as whom, while impersonating), what, on what. */
export interface AuditRecord {
  actor: AuditAccount | null;
  actingAs?: (AuditAccount & { clientId: number | null }) | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Appends one entry to the audit log (text in its details as jsonb can store it: see storable). */
export async function insertAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await insertAudits(db, [record]);
}

/** Appends entries to the audit log in one statement (none: nothing), in their order. */
export async function insertAudits(db: DbOrTx, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      actorUserId: record.actor?.id ?? null,
      actorEmail: record.actor?.email ?? null,
      actingAsUserId: record.actingAs?.id || null,
      actingAsEmail: record.actingAs?.email || null,
      actingAsClientId: record.actingAs?.clientId ?? null,
      action: record.action,
      targetType: record.targetType ?? null,
      targetId: record.targetId === undefined ? null : String(record.targetId),
      details: (storable(record.details) as Record<string, unknown> | undefined) ?? null,
    })),
  );
}
