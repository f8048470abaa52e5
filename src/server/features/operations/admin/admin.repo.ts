import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { statusWhere as videoStatusWhere } from '../../directory/videos/admin-videos.repo';
import type { ClientOption } from '../../../../shared/api/operations/admin';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../lib/admin-list';
import { clients, users, videos } from '../../../db/schema';

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

/**
 * Up to `limit` clients whose name or slug contains `q`, by name (every client when q is empty);
 * only client `id` when given; only among `within` when given (none when it is empty).
 */
export async function clientOptions(db: DbOrTx, q: string, id: number | undefined, limit: number, within?: readonly number[]): Promise<ClientOption[]> {
  if (within?.length === 0) return [];
  const pattern = containsPattern(q);
  const matching = q ? or(sql`${clients.name} ILIKE ${pattern}`, sql`${clients.slug} ILIKE ${pattern}`) : undefined;
  return db
    .select({ id: clients.id, name: clients.name, slug: clients.slug, archived: sql<boolean>`${clients.archivedAt} IS NOT NULL` })
    .from(clients)
    .where(and(id === undefined ? matching : eq(clients.id, id), within ? inArray(clients.id, [...within]) : undefined))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}
