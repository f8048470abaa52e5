import { loadSharp } from '@server/lib/sharp';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import type { FileStorage } from '@server/integrations/storage/file-storage';
import { uploadNameOf } from '@server/integrations/storage/upload-address';
import { normalizeLocalImage } from '../clients/image-paths';
import { initialsAvatarSvg } from './initials-avatar';

/**
 * The bytes of a client's profile photo when it is one of our uploads, else undefined.
 * Never fetches a remote address (no network at run time) and reads only flat upload names.
 */
async function readLocalPhoto(storage: FileStorage, localimage: string | null): Promise<Buffer | undefined> {
  const name = uploadNameOf(normalizeLocalImage(localimage));
  return name ? storage.read(name).catch(() => undefined) : undefined;
}

/** A square JPEG of the client's photo (cover-cropped toward the face), or of their initials. */
export async function squarePhotoJpeg(storage: FileStorage, client: { name: string; localimage: string | null }, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const photo = await readLocalPhoto(storage, client.localimage);
  if (photo) {
    try {
      return await sharp(photo, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 84 })
        .toBuffer();
    } catch {
      // not a readable image: fall through to the initials
    }
  }
  return sharp(Buffer.from(initialsAvatarSvg(client.name, size)))
    .jpeg({ quality: 90 })
    .toBuffer();
}
