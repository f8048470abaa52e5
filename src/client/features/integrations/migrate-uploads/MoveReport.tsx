import { type AdminJob, isJobActive } from '@shared/api/jobs';
import { COPY_FAILED, type MigrateUploadsSummary } from '@shared/api/integrations/migrate-uploads';
import { formatBytes } from '@client/lib/format-bytes';
import { JobFailures } from '@client/components/jobs/JobFailures';
import { plural } from '@shared/plural';

/** A run's outcome: files moved and their size, and each file whose copy failed, with the reason. */
export function MoveReport({ job }: { job: AdminJob }) {
  const summary = job.summary as Partial<MigrateUploadsSummary>;
  const failed = summary.failed ?? 0;
  if (isJobActive(job.status)) return null;
  return (
    <div className="space-y-2 text-sm text-ink">
      <p>
        Moved {plural(summary.moved ?? 0, 'file')} ({formatBytes(summary.bytes ?? 0)})
        {failed > 0 ? `; ${failed} could not be moved and stay on the local disk.` : '.'}
        {job.status === 'failed' || job.status === 'cancelled' ? ' Start again to move the rest.' : ''}
      </p>
      <JobFailures job={job} kind={COPY_FAILED} count={failed} describe={(f) => ({ what: String(f.detail.file), why: String(f.detail.reason) })} />
    </div>
  );
}
