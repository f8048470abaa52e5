import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type AdminJob, isJobActive } from '../../../shared/api/admin-jobs';
import type { AdminListPage } from '../../../shared/api/admin-lists';
import { Card } from '../../components/ui/Card';
import { api } from '../../lib/api';
import { JobHistory, jobHistoryKey } from '../admin-jobs/JobHistory';
import { JobProgress } from '../admin-jobs/JobProgress';
import { PageHeader } from '../admin/PageHeader';
import { QuotaCard } from './QuotaCard';
import { RunCard } from './RunCard';
import { SpiderResultsTable } from './SpiderResultsTable';
import { useRefreshSpider, useSpiderJob, useSpiderQuota, useStartRun } from './use-video-spider';

/** The latest runs, as JobHistory reads them (the same query, so one request serves both). */
function useLatestRuns() {
  return useQuery({
    queryKey: jobHistoryKey('video-spider'),
    queryFn: () => api<AdminListPage<AdminJob>>('/api/admin/jobs?kind=video-spider&pageSize=10'),
  });
}

/** A run's progress (live over SSE while it runs) and, once it ended, its summary. */
function RunStatus({ job, onEnd }: { job: AdminJob; onEnd: () => void }) {
  const message = typeof job.summary.message === 'string' ? job.summary.message : null;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-sm font-semibold text-ink">Run {job.id}</h2>
      <JobProgress key={job.id} job={job} unit="clients" onEnd={onEnd} />
      {!isJobActive(job.status) && message && <p className="text-sm text-ink">{message}</p>}
    </Card>
  );
}

/**
 * /admin/video-spider: a bulk YouTube scan of every listed client or chosen ones, run as a
 * background job with live progress; today's quota; the recent runs; and the chosen run's
 * results to review and import. The run shown is in the URL (?jobId=), the latest by default.
 */
export default function VideoSpiderPage() {
  const [search, setSearch] = useSearchParams();
  const chosenId = Number(search.get('jobId')) || null;
  const quota = useSpiderQuota();
  const runs = useLatestRuns();
  const latest = runs.data?.items[0] ?? null;
  const chosen = useSpiderJob(chosenId);
  const shown = chosenId ? (chosen.data ?? null) : latest;
  const refresh = useRefreshSpider();
  const showRun = (jobId: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('jobId', String(jobId));
      next.delete('page');
      next.delete('clientId');
      return next;
    });
  const start = useStartRun(showRun);
  const running = latest !== null && isJobActive(latest.status);

  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      <PageHeader title="Video Spider" description="Scan YouTube for many clients at once, then review what it found and import the videos worth keeping." />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <RunCard configured={quota.data?.configured} running={running} starting={start.isPending} onRun={(clientIds) => start.mutate(clientIds)} />
          {shown && <RunStatus job={shown} onEnd={() => void refresh()} />}
        </div>
        <div className="space-y-5">
          <QuotaCard quota={quota.data} isError={quota.isError} onRetry={() => quota.refetch()} />
          <JobHistory kind="video-spider" selectedId={shown?.id} onSelect={(job) => showRun(job.id)} />
        </div>
      </div>
      <SpiderResultsTable jobId={shown?.id ?? null} />
    </div>
  );
}
