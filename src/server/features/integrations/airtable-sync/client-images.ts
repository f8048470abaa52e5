import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { AirtableAttachment, AirtableRecord } from '@server/integrations/airtable/airtable-client';
import {
  deleteImageFiles,
  type PreparedImage,
  prepareImage,
  releaseUnusedImages,
  storeUploadedImage,
  withImageFiles,
} from '@server/features/directory/images/image-upload';
import { photoIssues } from '@server/features/directory/images/photo-rule';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { touchClient } from '@server/features/directory/clients/client-writes';
import { insertLast } from '@server/features/directory/images/media-images.repo';
import { recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './airtable-sync.repo';
import { mediaAttachmentsOf, photoAttachmentOf } from './record-fields';
import { failureOf, type Outcome } from './record-upsert';
import type { PageSyncer } from './row-sections';

type ImagesContext = Pick<AppContext, 'db' | 'config' | 'storage' | 'airtable'>;

/** The largest attachment the sync downloads. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What to take from a record: the photo, the media pictures, or both. */
interface ImagePick {
  photo: boolean;
  media: boolean;
}

/** What one client's images came to: the outcome, the photo's issues when the photo rule refused it, the pictures added. */
interface ImagesOutcome {
  outcome: Outcome;
  photoIssues?: string[];
  mediaAdded: number;
}

/** An attachment's file name, safe to keep: no folders or control characters, at most 150 characters. */
function safeName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return (filename.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 150) || 'image';
}

/** Downloads an attachment (at most 10 MB) and re-encodes it as uploads are; named `airtable:{id}:{filename}` in assets. */
async function fetchImage(ctx: ImagesContext, attachment: AirtableAttachment): Promise<PreparedImage> {
  const { body } = await ctx.airtable.downloadAttachment(attachment.url, { maxBytes: MAX_ATTACHMENT_BYTES });
  return prepareImage({ filename: `${repo.AIRTABLE_ASSET_PREFIX}${attachment.id}:${safeName(attachment.filename)}`, data: body });
}

const keyOf = (name: string | null) => (name ? name.replace(/^\/uploads\/+/, '') : null);

/** Why the photo rule refuses this image (one copied before, by its storage key, or one just downloaded); none when it is usable. */
async function issuesOf(ctx: ImagesContext, image: string | PreparedImage): Promise<string[]> {
  const size = typeof image === 'string' ? await repo.assetSize(ctx.db, image) : image;
  return photoIssues({ width: size?.width ?? 0, height: size?.height ?? 0 });
}

/** The outcome of a record whose photo the rule refused: failed, saying why (the sync's findings show it). */
const refusedPhoto = (issues: string[]) => ({ failed: `The photo was not used: ${issues.join(' ')}` });

/**
 * Brings one client's photo and media pictures in step with their record: attachments already
 * copied (remembered by attachment id in assets) are not downloaded again; new ones are
 * downloaded, re-encoded and stored, and the photo and the new pictures written in one
 * transaction with the update log. A photo the photo rule refuses (photoIssues) is not stored:
 * the client keeps their photo, the outcome fails saying why, and the new pictures are still
 * stored. Pictures gone from Airtable are kept (they may be edited here). `imported`
 * (attachment id → storage key) is read and updated.
 */
export async function syncClientImages(
  ctx: ImagesContext,
  user: SessionUser | null,
  record: AirtableRecord,
  client: repo.ClientRow,
  imported: Map<string, string>,
  pick: ImagePick,
  mediaKeys: Set<string>,
): Promise<ImagesOutcome> {
  const { mapping } = ctx.config.airtable;
  const photo = pick.photo ? photoAttachmentOf(record, mapping) : null;
  const currentPhoto = keyOf(client.localimage);
  const photoWanted = photo !== null && imported.get(photo.id) !== currentPhoto;
  const media = pick.media ? mediaAttachmentsOf(record, mapping).filter((a) => !mediaKeys.has(imported.get(a.id) ?? '')) : [];
  if (!photoWanted && media.length === 0) return { outcome: 'unchanged', mediaAdded: 0 };

  const images: PreparedImage[] = [];
  const keys = new Map<string, string | PreparedImage>();
  try {
    for (const attachment of [...(photoWanted && photo ? [photo] : []), ...media]) {
      const known = imported.get(attachment.id);
      if (known) keys.set(attachment.id, known);
      else if (!keys.has(attachment.id)) {
        const image = await fetchImage(ctx, attachment);
        images.push(image);
        keys.set(attachment.id, image);
      }
    }
  } catch (error) {
    return { outcome: failureOf(error), mediaAdded: 0 };
  }
  let photoImage = photoWanted && photo ? keys.get(photo.id) : undefined;
  const refused = photoImage ? await issuesOf(ctx, photoImage) : [];
  if (photo && refused.length > 0) {
    if (!media.some((a) => a.id === photo.id)) {
      // neither stored nor remembered: the next run looks at it again
      keys.delete(photo.id);
      if (photoImage && typeof photoImage !== 'string') images.splice(images.indexOf(photoImage), 1);
    }
    photoImage = undefined;
    if (media.length === 0) return { outcome: refusedPhoto(refused), photoIssues: refused, mediaAdded: 0 };
  }

  try {
    const { released, resolved } = await withImageFiles(ctx, images, () =>
      auditedWrite(
        ctx.db,
        user,
        async (tx) => {
          const stored = new Map<PreparedImage, string>();
          const storageKey = async (entry: string | PreparedImage) => {
            if (typeof entry === 'string') return entry;
            const key = stored.get(entry) ?? (await storeUploadedImage(ctx, tx, user, entry)).storageKey;
            stored.set(entry, key);
            return key;
          };
          const changes = [];
          let released: string[] = [];
          if (photoImage) {
            const localimage = `/uploads/${await storageKey(photoImage)}`;
            await repo.updateClient(tx, client.id, { localimage });
            changes.push({
              clientId: client.id,
              clientName: client.name,
              entityType: 'client',
              entityId: client.id,
              before: { localimage: client.localimage },
              after: { localimage },
            });
            released = await releaseUnusedImages(tx, [client.localimage]);
          } else await touchClient(tx, client.id);
          for (const attachment of media) {
            const row = await insertLast(tx, client.id, await storageKey(keys.get(attachment.id)!));
            changes.push({
              clientId: client.id,
              clientName: client.name,
              entityType: 'media-image',
              entityId: row.id,
              before: null,
              after: { localFilename: row.localFilename },
            });
          }
          await recordContentChanges(tx, user, 'sync', changes);
          const resolved: [string, string][] = [];
          for (const [id, entry] of keys) resolved.push([id, await storageKey(entry)]);
          return { released, resolved };
        },
        () => ({
          action: 'client.images.sync',
          targetType: 'client',
          targetId: client.id,
          details: { recordid: record.id, photo: Boolean(photoImage), mediaAdded: media.length },
        }),
      ),
    );
    for (const [id, key] of resolved) imported.set(id, key);
    await deleteImageFiles(ctx, released).catch(() => undefined);
  } catch (error) {
    return { outcome: failureOf(error), mediaAdded: 0 };
  }
  for (const attachment of media) mediaKeys.add(imported.get(attachment.id)!);
  if (refused.length > 0) return { outcome: refusedPhoto(refused), photoIssues: refused, mediaAdded: media.length };
  return { outcome: 'updated', mediaAdded: media.length };
}

/** The media pictures' files of these clients, by client. */
export async function mediaKeysByClient(ctx: Pick<AppContext, 'db'>, clientIds: number[]): Promise<Map<number, Set<string>>> {
  const byClient = new Map<number, Set<string>>(clientIds.map((id) => [id, new Set()]));
  for (const row of await repo.mediaFilesOf(ctx.db, clientIds)) {
    const key = keyOf(row.localFilename);
    if (key) byClient.get(row.clientId)?.add(key);
  }
  return byClient;
}

/** A syncer of the clients table's photo and media attachments, for the clients already synced. */
export async function clientImagesSyncer(ctx: ImagesContext, user: SessionUser | null): Promise<PageSyncer> {
  const imported = await repo.importedAttachments(ctx.db);
  return async (records) => {
    const rows = new Map(
      (
        await repo.clientsByRecordids(
          ctx.db,
          records.map((r) => r.id),
        )
      ).map((row) => [row.recordid!, row]),
    );
    const mediaKeys = await mediaKeysByClient(
      ctx,
      [...rows.values()].map((row) => row.id),
    );
    const outcomes: Outcome[] = [];
    for (const record of records) {
      const client = rows.get(record.id);
      if (!client) outcomes.push({ failed: `The client of record ${record.id} is not in the directory; sync the clients first` });
      else outcomes.push((await syncClientImages(ctx, user, record, client, imported, { photo: true, media: true }, mediaKeys.get(client.id)!)).outcome);
    }
    return outcomes;
  };
}
