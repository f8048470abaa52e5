import { jobRoutes } from '@shared/api/jobs-route-table';
import { useQuery } from '@tanstack/react-query';
import { type AdminJob, isJobActive, type JobFinding } from '@shared/api/jobs';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** Props of JobFailures. */
interface JobFailuresProps {
  job: AdminJob;
  /** The findings kind that records a failure ('copy-failed', 'sync-failed'). */
  kind: string;
  /** How many the summary counts (no request when 0). */
  count: number;
  /** One failure as a line: what failed, and why. */
  describe: (finding: JobFinding) => { what: string; why: string };
}

/** The first 50 failures of a finished job, each with what failed and why. */
export function JobFailures({ job, kind, count, describe }: JobFailuresProps) {
  const failures = useQuery({
    queryKey: queryKeys.jobFailures(job.id, kind),
    queryFn: () => call(jobRoutes.jobFindings, { params: { id: job.id }, query: { kind, pageSize: 50 } }),
    enabled: count > 0 && !isJobActive(job.status),
  });
  if (!failures.data || failures.data.items.length === 0) return null;
  return (
    <ul className="max-h-64 space-y-1 overflow-auto rounded-[var(--radius-control)] bg-sunken p-3 text-xs" aria-label="Failures">
      {failures.data.items.map((finding) => {
        const { what, why } = describe(finding);
        return (
          <li key={finding.id} className="break-all">
            <span className="font-mono">{what}</span>: {why}
          </li>
        );
      })}
    </ul>
  );
}
