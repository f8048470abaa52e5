import { createHash } from 'node:crypto';
import { contentTypeOf } from '@server/integrations/storage/file-storage';
import type { LocalStorage } from '@server/integrations/storage/local-storage';
import type { S3Storage } from '@server/integrations/storage/s3-storage';

/** How moving one file ended. */
type MoveOutcome = { status: 'moved'; bytes: number } | { status: 'gone' } | { status: 'failed'; reason: string };

/** An S3 entity tag that is the MD5 of the bytes (a single-part upload without KMS). */
const PLAIN_MD5_ETAG = /^[0-9a-f]{32}$/;

/**
 * Moves one file from the disk to the bucket: copies it, checks the copy's size and checksum (the
 * entity tag against the MD5 of the bytes, or the bytes read back when the tag is not an MD5), and
 * only then deletes the local copy, which switches /uploads/{name} over to the bucket. A crash at
 * any point leaves the file readable: re-running copies it again, the copy is idempotent.
 */
export async function moveFile(local: LocalStorage, s3: S3Storage, name: string): Promise<MoveOutcome> {
  const data = await local.read(name);
  if (!data) return { status: 'gone' };
  try {
    await s3.write(name, data, contentTypeOf(name));
    const copy = await s3.stat(name);
    if (!copy) return { status: 'failed', reason: 'The copy is not in the bucket' };
    if (copy.size !== data.length) return { status: 'failed', reason: `The copy has ${copy.size} bytes, the file ${data.length}` };
    const same = PLAIN_MD5_ETAG.test(copy.etag) ? copy.etag === createHash('md5').update(data).digest('hex') : (await s3.read(name))?.equals(data);
    if (!same) return { status: 'failed', reason: 'The copy’s checksum differs from the file' };
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? error.message.slice(0, 200) : 'The copy failed' };
  }
  await local.remove([name]);
  return { status: 'moved', bytes: data.length };
}
