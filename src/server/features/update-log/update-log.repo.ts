import type { DbOrTx } from '../../db/client';
import { contentChanges } from '../../db/schema';

/** One row of the update log, as stored. */
export type ContentChangeRow = typeof contentChanges.$inferInsert;

/** Appends rows to the update log. */
export async function insertChanges(db: DbOrTx, rows: ContentChangeRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentChanges).values(rows);
}
