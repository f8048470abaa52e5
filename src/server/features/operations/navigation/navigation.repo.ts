import type { DbOrTx } from '@server/db/client';
import { navigationEvents } from '@server/db/schema';

/** Stores one route change of a signed-in user. */
export async function insertNavigationEvent(db: DbOrTx, row: typeof navigationEvents.$inferInsert): Promise<void> {
  await db.insert(navigationEvents).values(row);
}
