import { jobRoutes } from '@shared/api/jobs-route-table';
import { useQuery } from '@tanstack/react-query';
import type { AdminJob, AdminJobKind } from '@shared/api/jobs';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import { call } from '@client/lib/call';
import { cn } from '@client/lib/cn';
import { queryKeys } from '@client/lib/query-keys';
import { JobStatusPill } from './job-status';
import { momentLabel } from '@shared/dates';

/** The query key of a kind's job history (invalidate it after starting or when a run ends). */
export const jobHistoryKey = (kind: AdminJobKind) => [...queryKeys.adminList('jobs'), kind] as const;

/** Props of JobHistory. */
interface JobHistoryProps {
  kind: AdminJobKind;
  /** The run shown beside the list, marked in it. */
  selectedId?: number;
  onSelect: (job: AdminJob) => void;
  /** What a run did, in a few words under its number (a sync's sections). */
  describe?: (job: AdminJob) => string;
}

/** The last runs of a job kind (newest first), numbered among the runs of the kind, as a list to pick one from. */
export function JobHistory({ kind, selectedId, onSelect, describe }: JobHistoryProps) {
  const query = useQuery({
    queryKey: jobHistoryKey(kind),
    queryFn: () => call(jobRoutes.jobs, { query: { kind, pageSize: 10 } }),
  });
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-sm font-semibold text-ink">Recent runs</h2>
      {query.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : query.isError ? (
        <div className="flex items-center justify-between gap-2 text-sm text-destructive">
          Failed to load the runs.
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            Retry
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-ink-soft">No runs yet.</p>
      ) : (
        <ul className="space-y-1">
          {query.data.items.map((job) => (
            <li key={job.id}>
              <button
                type="button"
                aria-current={job.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(job)}
                className={cn(
                  'flex w-full flex-wrap items-center justify-between gap-2 rounded-[var(--radius-control)] px-3 py-2 text-left text-sm hover:bg-sunken focus-visible:outline-2 focus-visible:outline-accent',
                  job.id === selectedId && 'bg-accent-soft/60',
                )}
              >
                <span className="min-w-0 text-ink">
                  Run {job.runNumber} · {momentLabel(job.createdAt)}
                  {describe && <span className="block text-xs text-ink-soft">{describe(job)}</span>}
                </span>
                <span className="flex items-center gap-2 text-ink-soft">
                  {job.done} of {job.total}
                  <JobStatusPill status={job.status} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
