import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { GalleryProblem } from '../../../shared/api/admin-gallery';
import { uploadsDir } from '../../plugins/uploads';

/** How a picture's source checks out: fine, or what is wrong with it. */
export type SourceCheck = { ok: true } | { ok: false; problem: GalleryProblem['problem']; message: string };

/** The file under DATA_DIR/uploads that a /uploads/ address names; undefined for other addresses and paths that escape the folder. */
export function uploadPathOf(dataDir: string, src: string): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  const root = resolve(uploadsDir(dataDir));
  const path = resolve(root, decodeURIComponent(src.slice('/uploads/'.length).split(/[?#]/)[0] ?? ''));
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * Checks one picture's source without going out to the network: a /uploads/ file must exist and
 * decode as an image (sharp reads its header); remote and other addresses are reported unchecked.
 */
export async function checkSource(dataDir: string, src: string | null): Promise<SourceCheck> {
  if (!src) return { ok: false, problem: 'missing', message: 'No usable source' };
  if (!src.startsWith('/uploads/')) return { ok: false, problem: 'remote', message: 'not checked (remote)' };
  const path = uploadPathOf(dataDir, src);
  if (!path) return { ok: false, problem: 'missing', message: 'File missing on disk' };
  try {
    if (!(await stat(path)).isFile()) return { ok: false, problem: 'missing', message: 'File missing on disk' };
  } catch {
    return { ok: false, problem: 'missing', message: 'File missing on disk' };
  }
  try {
    const meta = await sharp(path).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return { ok: true };
  } catch {
    return { ok: false, problem: 'undecodable', message: 'File cannot be decoded as an image' };
  }
}
