import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import sharp from 'sharp';
import { safeDecode } from '../../lib/uri';
import { uploadsDir } from '../../plugins/uploads';
import { normalizeLocalImage } from '../clients/image-paths';
import { initialsAvatarSvg } from './initials-avatar';

/**
 * The bytes of a client's profile photo when it is a local upload, else undefined.
 * Never fetches a remote address (no network at run time) and never leaves DATA_DIR/uploads.
 */
export async function readLocalPhoto(dataDir: string, localimage: string | null): Promise<Buffer | undefined> {
  const path = normalizeLocalImage(localimage);
  if (!path?.startsWith('/uploads/')) return undefined;
  const name = safeDecode(path.slice('/uploads/'.length));
  if (!name || name.includes('\u0000')) return undefined;
  const root = uploadsDir(dataDir);
  const file = normalize(join(root, name));
  if (!file.startsWith(`${root}/`)) return undefined;
  return readFile(file).catch(() => undefined);
}

/** A square JPEG of the client's photo (cover-cropped toward the face), or of their initials. */
export async function squarePhotoJpeg(
  dataDir: string,
  client: { name: string; localimage: string | null },
  size: number,
): Promise<Buffer> {
  const photo = await readLocalPhoto(dataDir, client.localimage);
  if (photo) {
    try {
      return await sharp(photo).resize(size, size, { fit: 'cover', position: 'attention' }).jpeg({ quality: 84 }).toBuffer();
    } catch {
      // not a readable image: fall through to the initials
    }
  }
  return sharp(Buffer.from(initialsAvatarSvg(client.name, size))).jpeg({ quality: 90 }).toBuffer();
}
