import { type AdminJob, isJobActive } from '../../../shared/api/admin-jobs';
import { JobFailures } from '../admin-jobs/JobFailures';

const COUNTS = ['new', 'updated', 'unchanged', 'failed'] as const;

/** A run's counts (new, updated, unchanged, failed) from its summary: live under the progress bar. */
export function SyncCounts({ summary }: { summary: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {COUNTS.map((key) => (
        <div key={key} className="rounded-[var(--radius-control)] bg-sunken px-3 py-2">
          <dt className="text-xs text-ink-soft">{key}</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{typeof summary[key] === 'number' ? summary[key] : 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The records (or CSV rows) a finished run could not write, with why. */
export function SyncFailures({ job, kind }: { job: AdminJob; kind: string }) {
  if (isJobActive(job.status)) return null;
  const failed = typeof job.summary.failed === 'number' ? job.summary.failed : 0;
  return (
    <JobFailures
      job={job}
      kind={kind}
      count={failed}
      describe={(f) => ({ what: f.detail.row !== undefined ? `Row ${String(f.detail.row)}` : String(f.detail.recordid ?? ''), why: String(f.detail.message ?? '') })}
    />
  );
}
