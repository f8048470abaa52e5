import { safeDecode } from '@server/lib/uri';
import { isStorableName } from './file-storage';

/** Where uploads are served, and how the database addresses them: `/uploads/{name}`. */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * The stored file name an `/uploads/{name}` address names (its query and fragment dropped);
 * undefined for other addresses and for names that are not flat file names.
 */
export function uploadNameOf(src: string | null | undefined): string | undefined {
  if (!src?.startsWith(UPLOADS_PREFIX)) return undefined;
  const name = safeDecode(src.slice(UPLOADS_PREFIX.length).split(/[?#]/)[0] ?? '');
  return name && isStorableName(name) ? name : undefined;
}
