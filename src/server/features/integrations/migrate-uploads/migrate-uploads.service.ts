import type { AdminJob } from '@shared/api/jobs';
import type { SessionUser } from '@shared/api/session-user';
import { COPY_FAILED, type MigrateUploadsSummary, type UploadStorageStatus } from '@shared/api/integrations/migrate-uploads';
import type { AppContext } from '@server/context';
import type { LocalStorage } from '@server/integrations/storage/local-storage';
import type { S3Storage } from '@server/integrations/storage/s3-storage';
import { conflict } from '@server/lib/errors';
import { defineJob } from '@server/jobs/define-job';
import type { JobHandle } from '@server/jobs/run-job';
import { moveFile } from './move-file';

type MigrateContext = Pick<AppContext, 'db' | 'storage' | 'metrics'>;

/** Files moved at once (each is read, copied, checked and deleted). */
const PARALLEL = 4;

/** Where uploads go now and how much is still on the local disk. */
export async function storageStatus(ctx: Pick<AppContext, 'storage'>): Promise<UploadStorageStatus> {
  const files = await ctx.storage.local.list();
  return {
    storage: ctx.storage.kind,
    target: ctx.storage.description,
    localFiles: files.length,
    localBytes: files.reduce((sum, f) => sum + f.size, 0),
  };
}

/**
 * Starts moving every local upload to the bucket as a background job (409 without STORAGE=s3, or
 * while a move runs). A run that died (a crash, kill -9) is resumed by starting again: files
 * already moved are no longer on the disk, and the rest are copied and checked afresh.
 */
export function startMigration(ctx: MigrateContext, user: SessionUser): Promise<AdminJob> {
  const { local, s3 } = ctx.storage;
  if (!s3) throw conflict('Uploads are stored on the local disk. Set STORAGE=s3 and the S3 settings, then restart, to move them.', 'STORAGE_NOT_S3');
  return migrateUploadsJob.start(ctx, user, { local, s3 });
}

/** Moving the uploads as a job: from the local disk to the bucket. */
const migrateUploadsJob = defineJob<MigrateContext, { local: LocalStorage; s3: S3Storage }, MigrateUploadsSummary>({
  kind: 'migrate-uploads',
  singleton: true,
  paramsOf: () => ({}),
  summaryOf: (summary) => ({ ...summary }),
  run: (_ctx, { local, s3 }, job) => moveAll(local, s3, job),
});

async function moveAll(local: LocalStorage, s3: S3Storage, job: JobHandle): Promise<MigrateUploadsSummary> {
  const files = await local.list();
  const summary: MigrateUploadsSummary = { moved: 0, failed: 0, gone: 0, bytes: 0 };
  await job.progress(0, files.length, { ...summary });
  for (let i = 0; i < files.length && !(await job.isCancelled()); i += PARALLEL) {
    const batch = files.slice(i, i + PARALLEL);
    const outcomes = await Promise.all(batch.map((file) => moveFile(local, s3, file.name)));
    const failures = outcomes.flatMap((outcome, j) =>
      outcome.status === 'failed' ? [{ clientId: null, kind: COPY_FAILED, detail: { file: batch[j]!.name, reason: outcome.reason } }] : [],
    );
    for (const outcome of outcomes) {
      summary[outcome.status]++;
      if (outcome.status === 'moved') summary.bytes += outcome.bytes;
    }
    if (failures.length) await job.addFindings(failures);
    await job.progress(i + batch.length, files.length, { ...summary });
  }
  return { ...summary };
}
