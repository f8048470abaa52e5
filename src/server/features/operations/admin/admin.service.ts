import type { AdminOverview } from '@shared/api/operations/admin';
import type { Db } from '@server/db/client';
import { countOverview, recentAudit } from './admin.repo';

/** How many audit entries the dashboard lists. */
const RECENT_AUDIT = 10;

/** The /admin dashboard: counts and the latest audit entries. */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [counts, audit] = await Promise.all([countOverview(db), recentAudit(db, RECENT_AUDIT)]);
  return { ...counts, recentAudit: audit };
}
