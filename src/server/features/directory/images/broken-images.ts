import { loadSharp } from '@server/lib/sharp';
import type { GalleryProblem } from '@shared/api/directory/images/admin-gallery';
import type { FileStorage } from '@server/integrations/storage/file-storage';
import { UPLOADS_PREFIX, uploadNameOf } from '@server/integrations/storage/upload-address';

/** How a picture's source checks out: fine, or what is wrong with it. */
type SourceCheck = { ok: true } | { ok: false; problem: GalleryProblem['problem']; message: string };

/**
 * Checks one picture's source without going out to the network: a /uploads/ file must be in the
 * upload storage and decode as an image (sharp reads it); remote and other addresses are reported unchecked.
 */
export async function checkSource(storage: FileStorage, src: string | null): Promise<SourceCheck> {
  if (!src) return { ok: false, problem: 'missing', message: 'No usable source' };
  if (!src.startsWith(UPLOADS_PREFIX)) return { ok: false, problem: 'remote', message: 'not checked (remote)' };
  const name = uploadNameOf(src);
  const data = name ? await storage.read(name).catch(() => undefined) : undefined;
  if (!data) return { ok: false, problem: 'missing', message: 'File missing on disk' };
  try {
    const sharp = await loadSharp();
    const meta = await sharp(data).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return { ok: true };
  } catch {
    return { ok: false, problem: 'undecodable', message: 'File cannot be decoded as an image' };
  }
}
