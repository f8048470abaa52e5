import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { mediaImages } from '@server/db/schema';
import type { MediaImageRow } from '../clients/clients.repo';

/** A media picture's columns as the API maps them (clients.service toMediaImages). */
const imageColumns = {
  id: mediaImages.id,
  url: mediaImages.url,
  localFilename: mediaImages.localFilename,
  alt: mediaImages.alt,
  caption: mediaImages.caption,
};

/** One picture of the client: the row matches both ids. */
const ofClient = (clientId: number, id: number) => and(eq(mediaImages.id, id), eq(mediaImages.clientId, clientId));

/** One picture of the client; undefined when it is not one of the client's. */
export async function findOf(db: DbOrTx, clientId: number, id: number): Promise<MediaImageRow | undefined> {
  const rows = await db.select(imageColumns).from(mediaImages).where(ofClient(clientId, id));
  return rows[0];
}

/** A client's pictures in display order. */
export function listOf(db: DbOrTx, clientId: number): Promise<MediaImageRow[]> {
  return db.select(imageColumns).from(mediaImages).where(eq(mediaImages.clientId, clientId)).orderBy(asc(mediaImages.position), asc(mediaImages.id));
}

/** The ids of a client's pictures in display order. */
export async function listIdsOf(db: DbOrTx, clientId: number): Promise<number[]> {
  return (await listOf(db, clientId)).map((row) => row.id);
}

/** How many pictures a client has. */
export async function countOf(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaImages).where(eq(mediaImages.clientId, clientId));
  return row.n;
}

/** Adds a picture of a stored upload after the client's last one. */
export async function insertLast(db: DbOrTx, clientId: number, localFilename: string): Promise<MediaImageRow> {
  const [row] = await db
    .insert(mediaImages)
    .values({
      clientId,
      localFilename,
      position: sql`(select coalesce(max(${mediaImages.position}) + 1, 0) from ${mediaImages} where ${mediaImages.clientId} = ${clientId})`,
    })
    .returning(imageColumns);
  return row;
}

/** Changes a picture's caption and/or alt text; undefined when it is not one of the client's. */
export async function update(db: DbOrTx, clientId: number, id: number, fields: { caption?: string; alt?: string }): Promise<MediaImageRow | undefined> {
  const rows = await db.update(mediaImages).set(fields).where(ofClient(clientId, id)).returning(imageColumns);
  return rows[0];
}

/** Deletes a picture; what it pointed at, or undefined when it is not one of the client's. */
export async function remove(db: DbOrTx, clientId: number, id: number): Promise<MediaImageRow | undefined> {
  const rows = await db.delete(mediaImages).where(ofClient(clientId, id)).returning(imageColumns);
  return rows[0];
}

/** Numbers the client's pictures 0, 1, 2… in the order of `ids` (each one of the client's). */
export async function setOrder(db: DbOrTx, clientId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${mediaImages} set position = o.ord::int - 1
    from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as o(id, ord)
    where ${mediaImages.id} = o.id::int and ${mediaImages.clientId} = ${clientId}`);
}
