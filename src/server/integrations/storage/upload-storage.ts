import { join } from 'node:path';
import type { StorageConfig } from '@server/config';
import type { FileStorage } from './file-storage';
import { createLocalStorage, type LocalStorage } from './local-storage';
import type { S3Storage } from './s3-storage';

/**
 * The storage the app uses for uploads. On the disk it is the disk. With STORAGE=s3 new files go
 * to the bucket, and a file not moved yet is still read from the disk: /admin/migrate-uploads moves
 * each one (copy, check size and checksum, then delete the local copy), after which it reads from S3.
 */
export interface UploadStorage extends FileStorage {
  /** The disk under DATA_DIR/uploads: the only backend without S3, the one being emptied with it. */
  readonly local: LocalStorage;
  /** The bucket, with STORAGE=s3. */
  readonly s3: S3Storage | undefined;
  /** Closes connections (on app close). */
  close(): void;
}

/** The folder under DATA_DIR where uploaded and generated images live on the disk. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** The upload storage STORAGE selects; the AWS SDK (a quarter second to import) loads only for S3. */
export async function createUploadStorage(dataDir: string, config: StorageConfig): Promise<UploadStorage> {
  const local = createLocalStorage(uploadsDir(dataDir));
  if (config.kind === 'local') return { ...local, local, s3: undefined, close: () => undefined };
  const { createS3Storage } = await import('./s3-storage');
  const s3 = await createS3Storage(config.s3);
  return {
    kind: 's3',
    description: s3.description,
    local,
    s3,
    write: (name, data, contentType) => s3.write(name, data, contentType),
    read: async (name) => (await local.read(name)) ?? s3.read(name),
    open: async (name) => (await local.open(name)) ?? s3.open(name),
    stat: async (name) => (await local.stat(name)) ?? s3.stat(name),
    remove: async (names) => {
      await Promise.all([local.remove(names), s3.remove(names)]);
    },
    close: () => s3.close(),
  };
}
