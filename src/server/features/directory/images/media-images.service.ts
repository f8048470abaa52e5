import type { SessionUser } from '@shared/api/session-user';
import type { MediaImage } from '@shared/api/directory/clients/clients';
import { MEDIA_IMAGE_LIMITS } from '@shared/api/directory/images/media-images';
import { canEditOwnMedia } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import { reorderedIds } from '@server/lib/ordering';
import { deleteImageFiles, type ImageUpload, inspectImages, prepareImages, releaseUnusedImages, storeUploadedImage, withImageFiles } from './image-upload';
import { type AuditEvent, auditedWrite } from '@server/platform/audit/audited-write';
import { type ClientRef, lockClientForWrite, writeAndAnnounce } from '../clients/client-writes';
import type { MediaImageRow } from '../clients/clients.repo';
import { toMediaImages } from '../clients/clients.service';
import { recordContentChanges, recordEdit } from '@server/platform/update-log/content-changes';
import { clientNameOf } from '@server/platform/update-log/changes.repo';
import { spendUploadPixels } from './upload-budget';
import * as repo from './media-images.repo';

/** What picture writes need: the database, the bus that tells the read cache, DATA_DIR for the files, and the settings (the upload budget). */
type MediaContext = Pick<AppContext, 'db' | 'bus' | 'storage' | 'config'>;

/** 403 unless the user may edit the client's pictures: admin, owner, the guest of that client; not team. */
function requireEditor(user: SessionUser, clientId: number): void {
  if (!canEditOwnMedia(user, clientId)) throw forbidden('You may not edit the pictures of this profile');
}

/** The picture as the API sends it, its source resolved as the profile shows it; 404 when it has no usable source. */
function toMediaImage(row: MediaImageRow): MediaImage {
  const [image] = toMediaImages([row]);
  if (!image) throw notFound('Image not found');
  return image;
}

/** 409 unless the client has room for `adding` more pictures (MEDIA_IMAGE_LIMITS.perClient). */
async function requireRoom(db: DbOrTx, clientId: number, adding: number): Promise<void> {
  if ((await repo.countOf(db, clientId)) + adding > MEDIA_IMAGE_LIMITS.perClient) {
    throw conflict(`A profile may have at most ${MEDIA_IMAGE_LIMITS.perClient} pictures`, 'TOO_MANY_MEDIA_IMAGES');
  }
}

/** The audit entry of a write to one picture of a client. */
const describeImage =
  (action: string) =>
  ({ client, row }: { client: ClientRef; row: MediaImageRow }): AuditEvent => ({
    action,
    targetType: 'media-image',
    targetId: row.id,
    details: { clientId: client.id, slug: client.slug, localFilename: row.localFilename },
  });

/**
 * Adds uploaded pictures after the client's last ones, all or none: the user is authorised before
 * `readUploads` reads the request; the cap on pictures (409), every file's header (415/413/400
 * name the file) and the account's pixels a minute (429) are checked before any file is decoded;
 * then each is re-encoded before the transaction, and one transaction stores the files, their
 * assets rows and the pictures (the cap checked again there, against concurrent uploads; a failure
 * deletes the files it wrote). Audited.
 */
export async function addMediaImages(ctx: MediaContext, user: SessionUser, clientId: number, readUploads: () => Promise<ImageUpload[]>): Promise<MediaImage[]> {
  requireEditor(user, clientId);
  const uploads = await readUploads();
  await requireRoom(ctx.db, clientId, uploads.length);
  const inspected = await inspectImages(uploads);
  await spendUploadPixels(ctx, user, inspected);
  const images = await prepareImages(inspected);
  const { rows } = await withImageFiles(ctx, images, () =>
    auditedWrite(
      ctx.db,
      user,
      async (tx) => {
        const client = await lockClientForWrite(tx, clientId);
        await requireRoom(tx, clientId, images.length);
        const rows: MediaImageRow[] = [];
        for (const image of images) {
          const stored = await storeUploadedImage(ctx, tx, user, image);
          rows.push(await repo.insertLast(tx, clientId, stored.storageKey));
        }
        const clientName = await clientNameOf(tx, clientId);
        const added = rows.map((row) => ({
          clientId,
          clientName,
          entityType: 'media-image',
          entityId: row.id,
          before: null,
          after: { localFilename: row.localFilename },
        }));
        await recordContentChanges(tx, user, 'edit', added);
        return { client, rows };
      },
      ({ client, rows }) => ({
        action: 'media-image.create',
        targetType: 'client',
        targetId: client.id,
        details: { slug: client.slug, imageIds: rows.map((r) => r.id), files: images.map((i) => i.originalName) },
      }),
    ),
  );
  await ctx.bus.invalidate('clients');
  return toMediaImages(rows);
}

/** Changes a picture's caption and/or alt text, audited; 404 for a picture that is not the client's. */
export async function updateMediaImage(
  ctx: MediaContext,
  user: SessionUser,
  clientId: number,
  imageId: number,
  fields: { caption?: string; alt?: string },
): Promise<MediaImage> {
  requireEditor(user, clientId);
  const { row } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      const before = await repo.findOf(tx, clientId, imageId);
      const row = await repo.update(tx, clientId, imageId, fields);
      if (!row || !before) throw notFound('Image not found');
      await recordEdit(tx, user, {
        clientId,
        entityType: 'media-image',
        entityId: imageId,
        before: { caption: before.caption, alt: before.alt },
        after: { caption: row.caption, alt: row.alt },
      });
      return { client, row };
    },
    describeImage('media-image.update'),
  );
  return toMediaImage(row);
}

/**
 * Deletes a picture, audited; 404 for a picture that is not the client's. Its file (an upload of
 * ours that nothing else shows) is deleted after the commit; a file that cannot be deleted then
 * is left behind rather than failing a delete that happened.
 */
export async function deleteMediaImage(ctx: MediaContext, user: SessionUser, clientId: number, imageId: number): Promise<void> {
  requireEditor(user, clientId);
  const { released } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      const row = await repo.remove(tx, clientId, imageId);
      if (!row) throw notFound('Image not found');
      const { id: _id, ...before } = row;
      await recordEdit(tx, user, { clientId, entityType: 'media-image', entityId: imageId, before, after: null });
      return { client, row, released: await releaseUnusedImages(tx, [row.localFilename, row.url]) };
    },
    describeImage('media-image.delete'),
  );
  await deleteImageFiles(ctx, released).catch(() => undefined);
}

/**
 * Puts the client's pictures in the order of `ids`; those it leaves out keep their order after
 * them. Audited; 400 (nothing changed) when an id is not one of the client's. Answers the list.
 */
export async function reorderMediaImages(ctx: MediaContext, user: SessionUser, clientId: number, ids: number[]): Promise<MediaImage[]> {
  requireEditor(user, clientId);
  const { rows } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      const order = reorderedIds(await repo.listIdsOf(tx, clientId), ids);
      if (!order) throw badRequest('Every picture must belong to this profile', 'UNKNOWN_MEDIA_IMAGE');
      await repo.setOrder(tx, clientId, order);
      return { client, order, rows: await repo.listOf(tx, clientId) };
    },
    ({ client, order }) => ({ action: 'media-image.reorder', targetType: 'client', targetId: client.id, details: { slug: client.slug, order } }),
  );
  return toMediaImages(rows);
}
