import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { clients, talkingPoints } from '@server/db/schema';
import type { ClientRecord } from '@server/features/directory/clients/admin-directory.repo';

/** Keys per query: an import's rows are looked up a thousand at a time. */
const CHUNK = 1_000;

/** Runs `select` on each thousand of `values` (none for an empty list) and joins the answers. */
async function inChunks<V, T>(values: readonly V[], select: (chunk: V[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) found.push(...(await select(values.slice(i, i + CHUNK))));
  return found;
}

/** The clients (archived ones too) with any of these Airtable record ids or slugs, every column. */
export async function clientsByKeys(db: DbOrTx, keys: { recordids: string[]; slugs: string[] }): Promise<ClientRecord[]> {
  const byRecord = await inChunks(keys.recordids, (chunk) => db.select().from(clients).where(inArray(clients.recordid, chunk)));
  const bySlug = await inChunks(keys.slugs, (chunk) => db.select().from(clients).where(inArray(clients.slug, chunk)));
  return [...new Map([...byRecord, ...bySlug].map((row) => [row.id, row])).values()];
}

/** The talking points of these clients: id, client, title and full text. */
export function talkingPointsOf(db: DbOrTx, clientIds: number[]) {
  return inChunks(clientIds, (chunk) =>
    db
      .select({
        id: talkingPoints.id,
        clientId: talkingPoints.clientId,
        talkingPointTitle: talkingPoints.talkingPointTitle,
        talkingPointFull: talkingPoints.talkingPointFull,
      })
      .from(talkingPoints)
      .where(inArray(talkingPoints.clientId, chunk)),
  );
}
