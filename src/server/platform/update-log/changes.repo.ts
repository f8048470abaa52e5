import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clients, contentChanges } from '@server/db/schema';

/** One row of the update log, as stored. */
type ContentChangeRow = typeof contentChanges.$inferInsert;

/** Appends rows to the update log. */
export async function insertChanges(db: DbOrTx, rows: ContentChangeRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentChanges).values(rows);
}

/** The name of a client, '' when unknown (the update log keeps it beside the id). */
export async function clientNameOf(db: DbOrTx, clientId: number): Promise<string> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? '';
}
