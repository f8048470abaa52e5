import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { AdminGalleryQuery } from '@shared/api/directory/images/admin-gallery';
import type { DbOrTx } from '@server/db/client';
import { assets, clients, mediaImages } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeAny } from '@server/lib/admin-list';
import { withClientNames } from '../clients/clients.repo';
import { fileColumns } from './admin-assets.repo';

/** A media picture with its client, as the gallery reads it. */
export interface GalleryRow {
  id: number;
  url: string | null;
  localFilename: string | null;
  alt: string;
  caption: string;
  createdAt: Date;
  clientId: number;
  clientName: string;
  clientSlug: string;
}

const columns = {
  id: mediaImages.id,
  url: mediaImages.url,
  localFilename: mediaImages.localFilename,
  alt: mediaImages.alt,
  caption: mediaImages.caption,
  createdAt: mediaImages.createdAt,
  clientId: mediaImages.clientId,
  clientName: clients.name,
  clientSlug: clients.slug,
};

/** Every client's media pictures, newest first (or by client), filtered by client, searched in alt text and caption. */
export const galleryList = defineAdminList({
  count: idsOf(mediaImages),
  filters: {
    clientId: (id: number) => eq(mediaImages.clientId, id),
    q: (term: string) => ilikeAny(term, [mediaImages.alt, mediaImages.caption]),
  },
  sorts: {
    client: (dir) => [dir(clients.name), asc(mediaImages.position), asc(mediaImages.id)],
    created: (dir) => [dir(mediaImages.createdAt), dir(mediaImages.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminGalleryQuery>): PromiseLike<GalleryRow[]> =>
    cutPage(db.select(columns).from(mediaImages).innerJoin(clients, eq(clients.id, mediaImages.clientId)).$dynamic(), step),
});

/** The assets rows of these storage keys (one indexed lookup for a page of pictures). */
export function assetsOf(db: DbOrTx, storageKeys: string[]) {
  if (storageKeys.length === 0) return Promise.resolve([]);
  return db.select(fileColumns).from(assets).where(inArray(assets.storageKey, storageKeys));
}

/** The next `limit` pictures after id `afterId`, in id order (the broken-image check's batch). */
export function batchAfter(db: DbOrTx, afterId: number, limit: number): Promise<GalleryRow[]> {
  return db
    .select(columns)
    .from(mediaImages)
    .innerJoin(clients, eq(clients.id, mediaImages.clientId))
    .where(gt(mediaImages.id, afterId))
    .orderBy(asc(mediaImages.id))
    .limit(limit);
}

/** Deletes the pictures of `ids` that exist; answers what was deleted, with their clients' names. */
export async function deleteMany(db: DbOrTx, ids: number[]) {
  return withClientNames(db, await db.delete(mediaImages).where(inArray(mediaImages.id, ids)).returning());
}
