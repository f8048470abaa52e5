import type { AdminGalleryImage, AdminGalleryQuery, GalleryCheckBody, GalleryCheckResult, GalleryProblem } from '@shared/api/directory/images/admin-gallery';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import { safeImageSrc } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { uploadNameOf } from '@server/integrations/storage/upload-address';
import { toAdminPage } from '@server/lib/admin-list';
import { deleteImageFiles, releaseUnusedImages } from './image-upload';
import { touchAndRecord, writeAndAnnounce } from '../clients/client-writes';
import { mediaImageSrc } from '../clients/image-paths';
import * as repo from './admin-gallery.repo';
import { checkSource } from './broken-images';

/** A picture's address as the public profile builds it, null when it has none usable. */
const srcOf = (row: Pick<repo.GalleryRow, 'url' | 'localFilename'>) => safeImageSrc(mediaImageSrc(row.url, row.localFilename));

const clientOf = (row: repo.GalleryRow) => ({ id: row.clientId, name: row.clientName, slug: row.clientSlug });

/** /admin/gallery: one page of every client's media pictures, with the stored file behind each local one. */
export async function listImages(ctx: Pick<AppContext, 'db'>, query: AdminGalleryQuery): Promise<AdminListPage<AdminGalleryImage>> {
  const { items, count } = await repo.galleryList.page(ctx.db, query);
  const srcs = items.map(srcOf);
  const keys = srcs.flatMap((src) => uploadNameOf(src) ?? []);
  const files = new Map((await repo.assetsOf(ctx.db, [...new Set(keys)])).map((f) => [f.storageKey, f]));
  const images = items.map((row, i) => ({
    id: row.id,
    src: srcs[i],
    alt: row.alt,
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    client: clientOf(row),
    file: files.get(uploadNameOf(srcs[i]) ?? '') ?? null,
  }));
  return toAdminPage(images, count, query);
}

/**
 * Deletes the selected pictures in one transaction: their profiles are marked changed (and the read
 * cache told), the update log gets each deletion and the audit log one entry. Files of ours that
 * nothing shows any more are deleted after the commit. Ids already gone are skipped.
 */
export async function deleteImages(ctx: Pick<AppContext, 'db' | 'bus' | 'storage'>, user: SessionUser, ids: number[]): Promise<{ changed: number }> {
  const { rows, released } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const rows = await repo.deleteMany(tx, ids);
      await touchAndRecord(tx, user, 'media-image', rows, (row) => ({
        before: { url: row.url, localFilename: row.localFilename, alt: row.alt, caption: row.caption },
        after: null,
      }));
      const released = await releaseUnusedImages(
        tx,
        rows.flatMap((r) => [r.localFilename, r.url]),
      );
      return { rows, released };
    },
    ({ rows }) => ({ action: 'media-image.bulk-delete', targetType: 'media-image', details: { ids: rows.map((r) => r.id) } }),
  );
  // the delete happened; a file that cannot be removed now is left behind rather than failing it
  await deleteImageFiles(ctx, released).catch(() => undefined);
  return { changed: rows.length };
}

/**
 * The broken-image finder: checks the batch of pictures after `afterId` (local files: missing on
 * disk or not decodable; remote ones are reported unchecked, nothing is fetched) and reports the
 * problems, with where the next batch starts.
 */
export async function checkImages(ctx: Pick<AppContext, 'db' | 'storage'>, body: GalleryCheckBody): Promise<GalleryCheckResult> {
  const rows = await repo.batchAfter(ctx.db, body.afterId ?? 0, body.limit);
  const problems: GalleryProblem[] = [];
  // a few at a time: each check reads a file header
  for (let i = 0; i < rows.length; i += 8) {
    const chunk = rows.slice(i, i + 8);
    const checks = await Promise.all(chunk.map((row) => checkSource(ctx.storage, srcOf(row))));
    chunk.forEach((row, j) => {
      const check = checks[j];
      if (!check.ok) problems.push({ id: row.id, src: srcOf(row), client: clientOf(row), problem: check.problem, message: check.message });
    });
  }
  return {
    checked: rows.length,
    broken: problems.filter((p) => p.problem !== 'remote').length,
    problems,
    nextAfterId: rows.length === body.limit ? (rows.at(-1)?.id ?? null) : null,
  };
}
