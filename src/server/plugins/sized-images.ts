import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../lib/sharp';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { SIZED_WIDTHS } from '@shared/portrait';
import { isStorableName } from '../integrations/storage/file-storage';
import type { UploadStorage } from '../integrations/storage/upload-storage';

const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * The path of a WebP copy of the upload `file` at `width` px (never enlarged), made with sharp on
 * first demand from the upload storage (disk or S3) and cached on the disk in uploads/.sized (a dot
 * folder, never served as an upload); undefined for a width outside SIZED_WIDTHS, an odd name, or
 * a file that is missing or not an image.
 */
export function sizedImage(storage: UploadStorage, file: string, width: number): Promise<string | undefined> {
  if (!(SIZED_WIDTHS as readonly number[]).includes(width) || !isStorableName(file)) return Promise.resolve(undefined);
  const folder = join(storage.local.root, '.sized');
  const target = join(folder, `${width}-${file}.webp`);
  if (existsSync(target)) return Promise.resolve(target);
  let made = inFlight.get(target);
  if (!made) {
    made = (async () => {
      const source = await storage.read(file);
      if (!source) return undefined;
      await mkdir(folder, { recursive: true });
      const partial = `${target}.${process.pid}.part`;
      const sharp = await loadSharp();
      await sharp(source, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 74 })
        .toFile(partial);
      await rename(partial, target);
      return target;
    })()
      .catch(() => undefined)
      .finally(() => inFlight.delete(target));
    inFlight.set(target, made);
  }
  return made;
}
