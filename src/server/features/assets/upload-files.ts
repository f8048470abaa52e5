import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SIZED_WIDTHS } from '../../../shared/portrait';
import { uploadsDir } from '../../plugins/uploads';

/** A generated storage key: hex and one extension, nothing a path could escape with. */
const STORAGE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** The path of a stored upload; throws on anything but a generated storage key. */
function pathOf(dataDir: string, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
  return join(uploadsDir(dataDir), storageKey);
}

/** Writes a new upload under its storage key; fails rather than replace a file that exists. */
export async function writeUploadFile(dataDir: string, storageKey: string, data: Buffer): Promise<void> {
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await writeFile(pathOf(dataDir, storageKey), data, { flag: 'wx' });
}

/**
 * Deletes uploads and their sized WebP copies (uploads/.sized); files already gone are no error,
 * and names that are not generated storage keys are left alone.
 */
export async function deleteUploadFiles(dataDir: string, storageKeys: string[]): Promise<void> {
  const sized = join(uploadsDir(dataDir), '.sized');
  const paths = storageKeys.filter((key) => STORAGE_KEY.test(key)).flatMap((key) => [pathOf(dataDir, key), ...SIZED_WIDTHS.map((w) => join(sized, `${w}-${key}.webp`))]);
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
