import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@shared/api/session-user';
import { type AcceptedImageType, imageTooLargeMessage, sniffImageType, unsupportedImageMessage } from '@shared/api/directory/images/media-images';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { AppError, badRequest } from '@server/lib/errors';
import { deleteUnreferencedAssets, insertAsset } from './assets.repo';
import { declaredPixels, EXTENSION_OF, reencodeImage } from './image-processing';
import { deleteUploadFiles, writeUploadFile } from './upload-files';

/*
 * The image-upload pipeline, in the order a write calls it:
 *
 *   // route (it has the request):
 *   const uploads = await readImageUploads(request, { field: 'files', maxFiles: 20 });
 *   // service, BEFORE the transaction (no database, no disk). Headers first, nothing decoded (cheap):
 *   const inspected = await inspectImages(uploads);
 *   ... refuse what a count forbids (a cap on pictures) here, still before any decode ...
 *   await spendUploadPixels(ctx, user, inspected);                     // the account's pixels a minute (429)
 *   const images = await prepareImages(inspected);                     // the CPU work: decode, re-encode
 *   // (one file alone: `const image = await prepareImage(upload)` does both)
 *   // the transaction alone inside withImageFiles, so a rollback deletes the files it wrote:
 *   const result = await withImageFiles(ctx, images, () =>
 *     auditedWrite(ctx.db, user, async (tx) => {
 *       const stored = await storeUploadedImage(ctx, tx, user, images[0]);   // file + assets row
 *       ... point a row at stored.storageKey (media_images.local_filename, clients.localimage) ...
 *     }, describe));
 *   await ctx.bus.invalidate('clients');                                   // after, outside
 *
 * Replacing or deleting: inside the transaction `releaseUnusedImages(tx, [oldKey])` drops the
 * assets rows nothing points at any more; after the commit `deleteImageFiles(ctx, released)`.
 */

/** One file of a multipart request: its cleaned original name and its bytes. */
export interface ImageUpload {
  filename: string;
  data: Buffer;
}

/** An upload whose header was read (its type from the bytes, its pixel count checked) and none of its pixels decoded. */
export interface InspectedImage extends ImageUpload {
  contentType: AcceptedImageType;
  /** The pixels its header declares (all frames of an animation together). */
  pixels: number;
}

/** An upload checked and re-encoded (see prepareImages), with the generated name it will be stored under. */
export interface PreparedImage {
  originalName: string;
  storageKey: string;
  contentType: AcceptedImageType;
  data: Buffer;
  width: number;
  height: number;
}

/** A stored image: its assets row, its file name under DATA_DIR/uploads, and its address (/uploads/{storageKey}). */
interface StoredImage {
  assetId: number;
  storageKey: string;
  url: string;
  width: number;
  height: number;
  byteSize: number;
  contentType: AcceptedImageType;
}

/** A file name as a person gave it, safe to store and to show: no folders, no control characters, at most 200 characters. */
function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const visible = base.replace(/[\u0000-\u001f\u007f]/g, '');
  const cleaned = visible.trim().slice(0, 200);
  return cleaned || 'image';
}

/** The 4xx of a multipart failure (a limit, a malformed body), with a message a person can act on. */
function uploadFailure(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: { filename?: string } }).part;
    return new AppError(413, imageTooLargeMessage(cleanFilename(part?.filename)), 'FILE_TOO_LARGE');
  }
  if (code === 'FST_FILES_LIMIT') return new AppError(413, `Send at most ${maxFiles} files at a time`, 'TOO_MANY_FILES');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(413, 'The upload has too many fields', 'TOO_MANY_FIELDS');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  return badRequest('The upload could not be read; please try again', 'MALFORMED_UPLOAD');
}

/** 415 for an upload route called with anything but multipart/form-data. */
const notMultipart = () => new AppError(415, 'Send the files as multipart/form-data', 'NOT_MULTIPART');

/**
 * Reads the files of a multipart/form-data request sent in `field` (default 'files'), into memory,
 * at most `maxFiles` of them and IMAGE_UPLOAD_LIMITS bytes each and together. Call it in the route
 * handler: `const uploads = await readImageUploads(request, { field: 'files', maxFiles: 20 })`.
 * Nothing is checked but sizes here: pass the uploads to inspectImages.
 * Throws 415 (not multipart), 413 (a file too large, too many files or bytes), 400 (a file in
 * another field, an empty file, no file at all, or a malformed body).
 */
export async function readImageUploads(request: FastifyRequest, { field = 'files', maxFiles }: { field?: string; maxFiles: number }): Promise<ImageUpload[]> {
  if (!request.isMultipart()) throw notMultipart();
  const uploads: ImageUpload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname !== field) throw badRequest(`Send the files in the field "${field}"`, 'WRONG_FILE_FIELD');
      if (!part.filename && data.length === 0) continue; // a file input left empty
      const filename = cleanFilename(part.filename);
      if (data.length === 0) throw badRequest(`${filename} is empty`, 'EMPTY_FILE');
      total += data.length;
      if (total > IMAGE_UPLOAD_LIMITS.maxRequestBytes) {
        throw new AppError(413, `Send at most ${IMAGE_UPLOAD_LIMITS.maxRequestBytes / 1024 / 1024} MB at a time`, 'UPLOAD_TOO_LARGE');
      }
      uploads.push({ filename, data });
    }
  } catch (error) {
    throw uploadFailure(error, maxFiles);
  }
  if (uploads.length === 0) throw badRequest(`Choose at least one file to upload (field "${field}")`, 'NO_FILES');
  return uploads;
}

/**
 * Reads the header of every upload of a request and decodes nothing (about a millisecond a file),
 * so a request refused for any file costs no decoding at all: the type is read from the BYTES
 * (415 `name: Only JPEG, PNG, WebP and GIF images are accepted` for anything else, whatever the
 * name or declared type says), each file's declared pixels are limited (413, 400 for a header that
 * can't be read), and so are all of them together (IMAGE_UPLOAD_LIMITS.maxRequestPixels, 413).
 * `const inspected = await inspectImages(uploads)`, then prepareImages.
 */
export async function inspectImages(uploads: ImageUpload[]): Promise<InspectedImage[]> {
  const inspected: InspectedImage[] = [];
  let total = 0;
  for (const upload of uploads) {
    const contentType = sniffImageType(upload.data);
    if (!contentType) throw new AppError(415, unsupportedImageMessage(upload.filename), 'UNSUPPORTED_MEDIA_TYPE');
    const pixels = await declaredPixels(upload.data, contentType, upload.filename);
    total += pixels;
    if (total > IMAGE_UPLOAD_LIMITS.maxRequestPixels) {
      const most = IMAGE_UPLOAD_LIMITS.maxRequestPixels / 1_000_000;
      throw new AppError(
        413,
        `These pictures have too many pixels together (at most ${most} megapixels at a time); send fewer at once`,
        'UPLOAD_TOO_MANY_PIXELS',
      );
    }
    inspected.push({ ...upload, contentType, pixels });
  }
  return inspected;
}

/**
 * Decodes and re-encodes inspected images one at a time, before any transaction (CPU work: ~0.1 s
 * for a photo; no database, no disk): upright, with every metadata block (EXIF, GPS, XMP, ICC) gone
 * (400 when one does not decode). Each gets its storage key: 32 random hex characters and the
 * type's extension, never the person's file name. `const images = await prepareImages(inspected)`.
 */
export async function prepareImages(inspected: InspectedImage[]): Promise<PreparedImage[]> {
  const images: PreparedImage[] = [];
  for (const { filename, data, contentType } of inspected) {
    const image = await reencodeImage(data, contentType, filename);
    images.push({ originalName: filename, storageKey: `${randomBytes(16).toString('hex')}.${EXTENSION_OF[contentType]}`, contentType, ...image });
  }
  return images;
}

/** inspectImages then prepareImages for a single upload no account's budget pays for (an Airtable attachment): `const image = await prepareImage(upload)`. */
export async function prepareImage(upload: ImageUpload): Promise<PreparedImage> {
  const [image] = await prepareImages(await inspectImages([upload]));
  return image;
}

/**
 * Stores a prepared image: writes its file to the upload storage under {storageKey} (served at
 * /uploads/{storageKey}, sized WebP copies at /img/{width}/{storageKey}) and records it in `assets`
 * (uploaded by the real signed-in account, also while impersonating) in the caller's transaction.
 * Call it inside the transaction, and that transaction inside `withImageFiles` for the same images:
 * the file is written first (so a failed write rolls the row back) and deleted by withImageFiles
 * when the transaction fails after it, so no file is left without its row.
 * `const stored = await storeUploadedImage(ctx, tx, user, image)`.
 */
export async function storeUploadedImage(ctx: Pick<AppContext, 'storage'>, tx: DbOrTx, user: SessionUser | null, image: PreparedImage): Promise<StoredImage> {
  await writeUploadFile(ctx.storage, image.storageKey, image.data, image.contentType);
  const assetId = await insertAsset(tx, {
    storageKey: image.storageKey,
    originalName: image.originalName,
    contentType: image.contentType,
    byteSize: image.data.length,
    width: image.width,
    height: image.height,
    uploadedBy: user ? (user.originalUser ?? user).id : null,
  });
  return {
    assetId,
    storageKey: image.storageKey,
    url: `/uploads/${image.storageKey}`,
    width: image.width,
    height: image.height,
    byteSize: image.data.length,
    contentType: image.contentType,
  };
}

/**
 * Runs `transaction` (the transaction that stores `images`, and nothing after its commit) and, if
 * it throws, deletes the files storeUploadedImage wrote for those images, then rethrows: a failed
 * write leaves no file behind. `await withImageFiles(ctx, images, () => auditedWrite(...))`.
 */
export async function withImageFiles<T>(ctx: Pick<AppContext, 'storage'>, images: PreparedImage[], transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    // the write's own error is what the caller needs; a file that cannot be deleted now stays behind
    await deleteUploadFiles(
      ctx.storage,
      images.map((i) => i.storageKey),
    ).catch(() => undefined);
    throw error;
  }
}

/**
 * Inside the transaction that stopped pointing at some stored images (deleted a media picture,
 * replaced a photo): drops the assets rows of those that nothing points at any more (no media
 * picture, no client photo) and answers their storage keys, for deleteImageFiles after the commit.
 * Names that are not our uploads (no assets row) are left alone. Takes keys or /uploads/ addresses.
 * `const released = await releaseUnusedImages(tx, [oldLocalFilename])`.
 */
export function releaseUnusedImages(tx: DbOrTx, names: (string | null)[]): Promise<string[]> {
  const keys = names.flatMap((name) => (name ? [name.replace(/^\/uploads\/+/, '')] : []));
  return deleteUnreferencedAssets(tx, keys);
}

/**
 * After the commit: deletes the files (and their sized copies) of storage keys releaseUnusedImages
 * answered. `await deleteImageFiles(ctx, released)`.
 */
export function deleteImageFiles(ctx: Pick<AppContext, 'storage'>, storageKeys: string[]): Promise<void> {
  return deleteUploadFiles(ctx.storage, storageKeys);
}
