import type { AdminOverview, ClientOption } from '../../../../shared/api/operations/admin';
import type { Db, DbOrTx } from '../../../db/client';
import { recentAudit } from '../audit/audit.repo';
import { clientOptions as findClientOptions, countOverview } from './admin.repo';

/** How many audit entries the dashboard lists. */
const RECENT_AUDIT = 10;

/** The /admin dashboard: counts and the latest audit entries. */
export async function adminOverview(db: Db): Promise<AdminOverview> {
  const [counts, audit] = await Promise.all([countOverview(db), recentAudit(db, RECENT_AUDIT)]);
  return { ...counts, recentAudit: audit };
}

/** How many clients a picker offers at once. */
const CLIENT_OPTIONS = 20;

/** The clients an admin filter or picker offers for what was typed (or the one client of `id`), among `within` when given. */
export function clientOptions(db: DbOrTx, query: { q: string; id?: number }, within?: readonly number[]): Promise<ClientOption[]> {
  return findClientOptions(db, query.q, query.id, CLIENT_OPTIONS, within);
}
