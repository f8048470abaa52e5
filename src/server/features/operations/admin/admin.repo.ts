import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@shared/api/operations/admin';
import { actionLabel } from '@shared/log-labels';
import { statusWhere as videoStatusWhere } from '@server/features/directory/videos/admin-videos.repo';
import type { DbOrTx } from '@server/db/client';
import { auditLog, clients, users, videos } from '@server/db/schema';

/** The counts the /admin dashboard shows, each as its list counts it under the filter its card links to. */
export async function countOverview(db: DbOrTx) {
  const [[all], [featured], [pending], [people]] = await Promise.all([
    db.select({ n: count() }).from(clients),
    db.select({ n: count() }).from(clients).where(eq(clients.featured, true)),
    db.select({ n: count() }).from(videos).where(videoStatusWhere('pending')),
    db.select({ n: count() }).from(users),
  ]);
  return { clients: all.n, featuredClients: featured.n, videosPendingApproval: pending.n, users: people.n };
}

/** The newest audit entries. */
export async function recentAudit(db: DbOrTx, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    label: actionLabel(r.action, r.details ?? null),
    actorEmail: r.actorEmail,
    targetType: r.targetType,
    targetId: r.targetId,
    createdAt: r.createdAt.toISOString(),
  }));
}
