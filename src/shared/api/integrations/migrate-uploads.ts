import { z } from 'zod';

/** GET /api/admin/migrate-uploads: where uploads are stored and what is left on the local disk to move. */
export const uploadStorageStatus = z.object({
  /** STORAGE: 'local' (the disk under DATA_DIR) or 's3'. */
  storage: z.enum(['local', 's3']),
  /** Where new uploads go, for people ("S3 bucket podium at https://…", "the local disk (…)"). */
  target: z.string(),
  /** Files still on the local disk, and their total size in bytes. */
  localFiles: z.number().int(),
  localBytes: z.number(),
});
export type UploadStorageStatus = z.infer<typeof uploadStorageStatus>;

/** What a move run reports as it goes and when it ends (the job's summary). */
export type MigrateUploadsSummary = {
  moved: number;
  failed: number;
  /** Files gone from the disk before their turn (deleted meanwhile, or moved by an earlier run). */
  gone: number;
  bytes: number;
};

/** The finding kind of a file whose copy could not be made or checked (its detail: file, reason). */
export const COPY_FAILED = 'copy-failed';
