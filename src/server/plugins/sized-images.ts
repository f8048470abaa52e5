import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SIZED_WIDTHS } from '../../shared/portrait';

const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * The path of a WebP copy of uploads/{file} at `width` px (never enlarged), made with sharp on
 * first demand and kept in uploads/.sized (a dot folder, so /uploads/ never serves it); undefined
 * for a width outside SIZED_WIDTHS, an odd name, or a file that is missing or not an image.
 */
export function sizedImage(uploads: string, file: string, width: number): Promise<string | undefined> {
  if (!(SIZED_WIDTHS as readonly number[]).includes(width) || !/^[\w-]+(\.[\w-]+)*$/.test(file)) return Promise.resolve(undefined);
  const target = join(uploads, '.sized', `${width}-${file}.webp`);
  if (existsSync(target)) return Promise.resolve(target);
  const source = join(uploads, file);
  if (!existsSync(source)) return Promise.resolve(undefined);
  let made = inFlight.get(target);
  if (!made) {
    made = (async () => {
      await mkdir(join(uploads, '.sized'), { recursive: true });
      const partial = `${target}.${process.pid}.part`;
      await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 74 }).toFile(partial);
      await rename(partial, target);
      return target;
    })()
      .catch(() => undefined)
      .finally(() => inFlight.delete(target));
    inFlight.set(target, made);
  }
  return made;
}
