import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, users, videos } from '../../db/schema';

/** The counts the /admin dashboard shows. */
export async function countOverview(db: DbOrTx) {
  const [[all], [featured], [pending], [people]] = await Promise.all([
    db.select({ n: count() }).from(clients),
    db.select({ n: count() }).from(clients).where(eq(clients.featured, true)),
    db.select({ n: count() }).from(videos).where(eq(videos.toApprove, 1)),
    db.select({ n: count() }).from(users),
  ]);
  return { clients: all.n, featuredClients: featured.n, videosPendingApproval: pending.n, users: people.n };
}
