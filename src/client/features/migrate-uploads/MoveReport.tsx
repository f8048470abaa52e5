import { useQuery } from '@tanstack/react-query';
import { type AdminJob, isJobActive, type JobFindingsPage } from '../../../shared/api/admin-jobs';
import { COPY_FAILED, type MigrateUploadsSummary } from '../../../shared/api/migrate-uploads';
import { api } from '../../lib/api';
import { formatBytes } from '../admin-assets/format-bytes';

/** A run's outcome: files moved and their size, and each file whose copy failed, with the reason. */
export function MoveReport({ job }: { job: AdminJob }) {
  const summary = job.summary as Partial<MigrateUploadsSummary>;
  const failed = summary.failed ?? 0;
  const failures = useQuery({
    queryKey: ['admin', 'jobs', job.id, 'findings', COPY_FAILED],
    queryFn: () => api<JobFindingsPage>(`/api/admin/jobs/${job.id}/findings?kind=${COPY_FAILED}&pageSize=50`),
    enabled: failed > 0 && !isJobActive(job.status),
  });
  if (isJobActive(job.status)) return null;
  return (
    <div className="space-y-2 text-sm text-ink">
      <p>
        Moved {summary.moved ?? 0} {summary.moved === 1 ? 'file' : 'files'} ({formatBytes(summary.bytes ?? 0)})
        {failed > 0 ? `; ${failed} could not be moved and stay on the local disk.` : '.'}
        {job.status === 'failed' || job.status === 'cancelled' ? ' Start again to move the rest.' : ''}
      </p>
      {failures.data && failures.data.items.length > 0 && (
        <ul className="max-h-64 space-y-1 overflow-auto rounded-[var(--radius-control)] bg-sunken p-3 text-xs">
          {failures.data.items.map((finding) => (
            <li key={finding.id} className="break-all">
              <span className="font-mono">{String(finding.detail.file)}</span>: {String(finding.detail.reason)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
