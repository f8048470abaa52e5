import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AdminAssetsQuery } from '../../../../shared/api/directory/admin-assets';
import type { DbOrTx } from '../../../db/client';
import { assets, users } from '../../../db/schema';
import { cappedCount, ilikeContains, pageWindow } from '../../../lib/admin-list';
import { assetInUse, assetIsOrphan } from './asset-references';

const columns = {
  id: assets.id,
  storageKey: assets.storageKey,
  originalName: assets.originalName,
  contentType: assets.contentType,
  byteSize: assets.byteSize,
  width: assets.width,
  height: assets.height,
  createdAt: assets.createdAt,
  uploadedById: assets.uploadedBy,
  uploadedByEmail: users.email,
};

/** An assets row as the list reads it. */
export type AssetRow = Awaited<ReturnType<typeof listPage>>['items'][number];

function whereOf(query: AdminAssetsQuery): SQL | undefined {
  return and(
    query.type === 'image' ? sql`${assets.contentType} LIKE 'image/%'` : undefined,
    query.type === 'other' ? sql`${assets.contentType} NOT LIKE 'image/%'` : undefined,
    query.usage === 'used' ? assetInUse : undefined,
    query.usage === 'orphan' ? assetIsOrphan : undefined,
    ilikeContains(assets.originalName, query.q),
  );
}

function orderOf(query: AdminAssetsQuery): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'size') return [dir(assets.byteSize), dir(assets.id)];
  if (query.sort === 'name') return [dir(assets.originalName), dir(assets.id)];
  return [dir(assets.createdAt), dir(assets.id)];
}

/** One page of the uploaded files, with who uploaded each and the capped count of all that match. */
export async function listPage(db: DbOrTx, query: AdminAssetsQuery) {
  const where = whereOf(query);
  const { offset, limit } = pageWindow(query);
  const [items, count] = await Promise.all([
    db
      .select(columns)
      .from(assets)
      .leftJoin(users, eq(users.id, assets.uploadedBy))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(limit)
      .offset(offset),
    cappedCount(db, db.select({ id: assets.id }).from(assets).where(where).$dynamic(), query),
  ]);
  return { items, count };
}

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
  return db.select({ id: assets.id, storageKey: assets.storageKey, originalName: assets.originalName }).from(assets).where(inArray(assets.id, ids)).for('update');
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
