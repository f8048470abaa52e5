import type { AdminAsset, AdminAssetsQuery, AssetSummary } from '@shared/api/directory/images/admin-assets';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { conflict, notFound } from '@server/lib/errors';
import { deleteImageFiles } from './image-upload';
import { auditedWrite } from '@server/platform/audit/audited-write';
import * as repo from './admin-assets.repo';
import { usesOf } from './asset-references';

/** /admin/assets: one page of the uploaded files, each with where it is used. */
export async function listAssets(ctx: Pick<AppContext, 'db'>, query: AdminAssetsQuery): Promise<AdminListPage<AdminAsset>> {
  const { items, count } = await repo.assetList.page(ctx.db, query);
  const uses = await usesOf(
    ctx.db,
    items.map((a) => a.storageKey),
  );
  const rows = items.map(({ uploadedById, uploadedByEmail, createdAt, ...asset }) => ({
    ...asset,
    createdAt: createdAt.toISOString(),
    uploadedBy: uploadedById !== null && uploadedByEmail !== null ? { id: uploadedById, email: uploadedByEmail } : null,
    usedBy: uses.get(asset.storageKey) ?? [],
  }));
  return toAdminPage(rows, count, query);
}

/** The storage the uploads take, and how much of it is orphans. */
export function assetSummary(ctx: Pick<AppContext, 'db'>): Promise<AssetSummary> {
  return repo.summary(ctx.db);
}

/**
 * Deletes uploaded files nothing uses, all or none: one transaction locks the rows, refuses (409,
 * nothing deleted) when any is still in use, deletes them and writes the audit entry; the files go
 * after the commit. Ids already gone are skipped; with `single`, a missing one is a 404.
 */
export async function deleteAssets(ctx: Pick<AppContext, 'db' | 'storage'>, user: SessionUser, ids: number[], single = false): Promise<{ changed: number }> {
  const rows = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const rows = await repo.lockRows(tx, ids);
      if (rows.length === 0 && single) throw notFound('File not found');
      const uses = await usesOf(
        tx,
        rows.map((r) => r.storageKey),
      );
      const inUse = rows.filter((r) => uses.has(r.storageKey));
      if (inUse.length > 0) {
        const names = inUse.map((r) => r.originalName || r.storageKey).join(', ');
        throw conflict(`Still in use, not deleted: ${names}`, 'ASSET_IN_USE');
      }
      await repo.deleteRows(
        tx,
        rows.map((r) => r.id),
      );
      return rows;
    },
    (rows) => ({ action: 'asset.delete', targetType: 'asset', details: { ids: rows.map((r) => r.id), storageKeys: rows.map((r) => r.storageKey) } }),
  );
  await deleteImageFiles(
    ctx,
    rows.map((r) => r.storageKey),
  ).catch(() => undefined);
  return { changed: rows.length };
}
