import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AssetUse } from '@shared/api/directory/images/admin-assets';
import type { DbOrTx } from '@server/db/client';
import { assets, clients, mediaImages, users, videos } from '@server/db/schema';

/*
 * A stored upload is named by a row either by its bare storage key or by its /uploads/{key}
 * address, in media_images.local_filename / url, clients.localimage / profile_image,
 * videos.local_thumbnail and users.profile_image. Each test is an equality on the column, so an
 * index on that column serves it.
 */

/** `column IN (assets.storage_key, '/uploads/' || assets.storage_key)`, correlated to the assets row of the outer query. */
const names = (column: SQL | unknown) => sql`${column} IN (${assets.storageKey}, '/uploads/' || ${assets.storageKey})`;

/** True when some row points at the outer query's asset (EXISTS per referencing table, each stopping at its first match). */
export const assetInUse: SQL = sql`(
  EXISTS (SELECT 1 FROM ${mediaImages} WHERE ${names(mediaImages.localFilename)} OR ${names(mediaImages.url)})
  OR EXISTS (SELECT 1 FROM ${clients} WHERE ${names(clients.localimage)} OR ${names(clients.profileImage)})
  OR EXISTS (SELECT 1 FROM ${videos} WHERE ${names(videos.localThumbnail)})
  OR EXISTS (SELECT 1 FROM ${users} WHERE ${names(users.profileImage)})
)`;

/** True when nothing points at the outer query's asset. */
export const assetIsOrphan: SQL = sql`NOT ${assetInUse}`;

/** A stored name back to its storage key ('/uploads/k' and 'k' both give 'k'). */
const keyOf = (name: string | null) => (name ?? '').replace(/^\/uploads\/+/, '');

/**
 * Where each of these storage keys is used: the rows that point at it, by key (a key nothing
 * points at is absent). Four indexed lookups for a whole page, however many keys.
 */
export async function usesOf(db: DbOrTx, storageKeys: string[]): Promise<Map<string, AssetUse[]>> {
  const uses = new Map<string, AssetUse[]>();
  if (storageKeys.length === 0) return uses;
  const wanted = new Set(storageKeys);
  const all = [...storageKeys, ...storageKeys.map((k) => `/uploads/${k}`)];
  const [pictures, photos, thumbnails, accounts] = await Promise.all([
    db
      .select({ id: mediaImages.id, a: mediaImages.localFilename, b: mediaImages.url, label: clients.name })
      .from(mediaImages)
      .innerJoin(clients, eq(clients.id, mediaImages.clientId))
      .where(or(inArray(mediaImages.localFilename, all), inArray(mediaImages.url, all))),
    db
      .select({ id: clients.id, a: clients.localimage, b: clients.profileImage, label: clients.name })
      .from(clients)
      .where(or(inArray(clients.localimage, all), inArray(clients.profileImage, all))),
    db.select({ id: videos.id, a: videos.localThumbnail, label: videos.title }).from(videos).where(inArray(videos.localThumbnail, all)),
    db.select({ id: users.id, a: users.profileImage, label: users.email }).from(users).where(inArray(users.profileImage, all)),
  ]);
  const add = (type: AssetUse['type'], row: { id: number; a: string | null; b?: string | null; label: string }, prefix: string) => {
    for (const key of new Set([keyOf(row.a), keyOf(row.b ?? null)])) {
      if (!wanted.has(key)) continue;
      uses.set(key, [...(uses.get(key) ?? []), { type, id: row.id, label: `${prefix}${row.label}` }]);
    }
  };
  for (const row of pictures) add('media-image', row, 'Media picture of ');
  for (const row of photos) add('client', row, 'Photo of ');
  for (const row of thumbnails) add('video', row, 'Thumbnail of ');
  for (const row of accounts) add('user', row, 'Picture of ');
  return uses;
}
