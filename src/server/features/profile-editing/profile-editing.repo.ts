import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';

/** The columns of a client that /edit-profile writes, by their API names. */
export type ProfileColumns = Partial<
  Pick<
    typeof clients.$inferInsert,
    'name' | 'headline' | 'narrativeBio' | 'goaCategories' | 'linkedinUrl' | 'instagramUrl' | 'facebookUrl' | 'websiteUrl' | 'youtubeUrl' | 'bookUrl' | 'sampleQuestions' | 'localimage'
  >
>;

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
