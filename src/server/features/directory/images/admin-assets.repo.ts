import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AdminAssetsQuery } from '@shared/api/directory/images/admin-assets';
import type { DbOrTx } from '@server/db/client';
import { assets, users } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, idsOf, ilikeContains } from '@server/lib/admin-list';
import { assetInUse, assetIsOrphan } from './asset-references';

/** What a stored file is: its key, name, type, size and pixels (the gallery shows them too). */
export const fileColumns = {
  storageKey: assets.storageKey,
  originalName: assets.originalName,
  contentType: assets.contentType,
  byteSize: assets.byteSize,
  width: assets.width,
  height: assets.height,
};

const columns = {
  id: assets.id,
  ...fileColumns,
  createdAt: assets.createdAt,
  uploadedById: assets.uploadedBy,
  uploadedByEmail: users.email,
};

/** The uploaded files with who uploaded each, newest first (or by size, name), filtered by type and usage, searched by name. */
export const assetList = defineAdminList({
  count: idsOf(assets),
  filters: {
    type: (type: NonNullable<AdminAssetsQuery['type']>) =>
      type === 'image' ? sql`${assets.contentType} LIKE 'image/%'` : sql`${assets.contentType} NOT LIKE 'image/%'`,
    usage: (usage: AdminAssetsQuery['usage']) => (usage === 'used' ? assetInUse : usage === 'orphan' ? assetIsOrphan : undefined),
    q: (term: string) => ilikeContains(assets.originalName, term),
  },
  sorts: {
    size: (dir) => [dir(assets.byteSize), dir(assets.id)],
    name: (dir) => [dir(assets.originalName), dir(assets.id)],
    created: (dir) => [dir(assets.createdAt), dir(assets.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<AdminAssetsQuery>) =>
    cutPage(db.select(columns).from(assets).leftJoin(users, eq(users.id, assets.uploadedBy)).$dynamic(), step),
});

/** An assets row as the list reads it. */
export type AssetRow = Awaited<ReturnType<typeof assetList.page>>['items'][number];

/** How many files and bytes the uploads take: all of them, and the orphans. */
export async function summary(db: DbOrTx) {
  const totals = (where?: SQL) =>
    db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${assets.byteSize}), 0)::float8` })
      .from(assets)
      .where(where);
  const [[all], [orphans]] = await Promise.all([totals(), totals(assetIsOrphan)]);
  return { count: Number(all.count), bytes: Number(all.bytes), orphanCount: Number(orphans.count), orphanBytes: Number(orphans.bytes) };
}

/** The assets rows of `ids`, locked until the transaction ends. */
export function lockRows(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: assets.id, storageKey: assets.storageKey, originalName: assets.originalName })
    .from(assets)
    .where(inArray(assets.id, ids))
    .for('update');
}

/** Deletes the assets rows of `ids`. */
export async function deleteRows(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(assets).where(inArray(assets.id, ids));
}

/** Up to `limit` orphan uploads older than `days` days, oldest first (the auto-delete orphan-files rule). */
export function orphansOlderThan(db: DbOrTx, days: number, limit: number) {
  return db
    .select({ id: assets.id, storageKey: assets.storageKey, originalName: assets.originalName })
    .from(assets)
    .where(and(lt(assets.createdAt, sql`now() - make_interval(days => ${days}::int)`), assetIsOrphan))
    .orderBy(asc(assets.createdAt), asc(assets.id))
    .limit(limit);
}
