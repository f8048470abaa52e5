import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SIZED_WIDTHS } from '@shared/portrait';
import type { UploadStorage } from '@server/integrations/storage/upload-storage';

/** A generated storage key: hex and one extension, nothing a path could escape with. */
const STORAGE_KEY = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

function assertStorageKey(storageKey: string): void {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
}

/** Writes a new upload under its generated storage key (on the disk, never replacing a file that exists). */
export async function writeUploadFile(storage: UploadStorage, storageKey: string, data: Buffer, contentType: string): Promise<void> {
  assertStorageKey(storageKey);
  await storage.write(storageKey, data, contentType);
}

/**
 * Deletes uploads and their sized WebP copies (kept on the disk in uploads/.sized); files already
 * gone are no error, and names that are not generated storage keys are left alone.
 */
export async function deleteUploadFiles(storage: UploadStorage, storageKeys: string[]): Promise<void> {
  const keys = storageKeys.filter((key) => STORAGE_KEY.test(key));
  const sized = join(storage.local.root, '.sized');
  await Promise.all([storage.remove(keys), ...keys.flatMap((key) => SIZED_WIDTHS.map((w) => rm(join(sized, `${w}-${key}.webp`), { force: true })))]);
}
