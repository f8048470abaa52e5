import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clients } from '@server/db/schema';

/** The columns of a client that /edit-profile writes, by their API names. */
export type ProfileColumns = Partial<
  Pick<
    typeof clients.$inferInsert,
    | 'name'
    | 'headline'
    | 'narrativeBio'
    | 'goaCategories'
    | 'linkedinUrl'
    | 'instagramUrl'
    | 'facebookUrl'
    | 'websiteUrl'
    | 'youtubeUrl'
    | 'bookUrl'
    | 'sampleQuestions'
    | 'localimage'
  >
>;

/** The values of `names`, columns of /edit-profile, a client holds now; undefined for an unknown client. */
export async function findColumns(tx: DbOrTx, clientId: number, names: (keyof ProfileColumns)[]): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId));
  return row && Object.fromEntries(names.map((name) => [name, row[name]]));
}

/**
 * Writes columns of a client and marks it changed (updated_at = now(), which the search index
 * refreshes from); its id, slug and name afterwards, undefined for an unknown client.
 */
export async function updateClient(tx: DbOrTx, clientId: number, columns: ProfileColumns) {
  const rows = await tx
    .update(clients)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(clients.id, clientId))
    .returning({ id: clients.id, slug: clients.slug, name: clients.name });
  return rows[0];
}
