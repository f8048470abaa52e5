import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { assets, clients, mediaImages } from '@server/db/schema';

/** What the assets table records of a stored upload. */
interface AssetFields {
  storageKey: string;
  originalName: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  uploadedBy: number | null;
}

/** Records a stored upload; its id. */
export async function insertAsset(db: DbOrTx, fields: AssetFields): Promise<number> {
  const [row] = await db.insert(assets).values(fields).returning({ id: assets.id });
  return row.id;
}

/** The ways a stored file can be named by a row: the bare storage key, or its /uploads/ address. */
const namesOf = (storageKey: string) => [storageKey, `/uploads/${storageKey}`];

/** Whether a media picture or a client's photo still points at the stored file. */
async function isReferenced(db: DbOrTx, storageKey: string): Promise<boolean> {
  const names = namesOf(storageKey);
  const pictures = await db
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(or(inArray(mediaImages.localFilename, names), inArray(mediaImages.url, names)))
    .limit(1);
  if (pictures.length > 0) return true;
  const photos = await db.select({ id: clients.id }).from(clients).where(inArray(clients.localimage, names)).limit(1);
  return photos.length > 0;
}

/**
 * Deletes the assets rows of those storage keys that are uploads of ours (an assets row) and that
 * no media picture or client photo points at any more; the keys it deleted, whose files may go.
 */
export async function deleteUnreferencedAssets(db: DbOrTx, storageKeys: string[]): Promise<string[]> {
  const released: string[] = [];
  for (const key of new Set(storageKeys)) {
    if (await isReferenced(db, key)) continue;
    const rows = await db.delete(assets).where(eq(assets.storageKey, key)).returning({ key: assets.storageKey });
    if (rows.length > 0) released.push(key);
  }
  return released;
}
