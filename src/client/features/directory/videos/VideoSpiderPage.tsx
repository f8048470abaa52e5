import { type AdminJob, isJobActive } from '@shared/api/jobs';
import { Card } from '@client/components/ui/Card';
import { JobHistory } from '@client/components/jobs/JobHistory';
import { JobProgress } from '@client/components/jobs/JobProgress';
import { useShownJob } from '@client/components/jobs/use-shown-job';
import { AdminPage } from '@client/components/layout/AdminPage';
import { QuotaCard } from './QuotaCard';
import { RunCard } from './RunCard';
import { SpiderResultsTable } from './SpiderResultsTable';
import { useRefreshSpider, useSpiderQuota, useStartRun } from './use-video-spider';

/** A run's progress (live over SSE while it runs) and, once it ended, its summary. */
function RunStatus({ job, onEnd }: { job: AdminJob; onEnd: () => void }) {
  const message = typeof job.summary.message === 'string' ? job.summary.message : null;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-sm font-semibold text-ink">Run {job.runNumber}</h2>
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
  const quota = useSpiderQuota();
  // the results table's own page and client filter belong to the run they were chosen on
  const { job, show, anyRunning } = useShownJob('video-spider', ['page', 'clientId']);
  const shown = job.data ?? null;
  const refresh = useRefreshSpider();
  const start = useStartRun(show);

  return (
    <AdminPage title="Video Spider" description="Scan YouTube for many clients at once, then review what it found and import the videos worth keeping.">
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <RunCard configured={quota.data?.configured} running={anyRunning} starting={start.isPending} onRun={(clientIds) => start.mutate(clientIds)} />
          {shown && <RunStatus job={shown} onEnd={() => void refresh()} />}
        </div>
        <div className="space-y-5">
          <QuotaCard quota={quota.data} isError={quota.isError} onRetry={() => quota.refetch()} />
          <JobHistory kind="video-spider" selectedId={shown?.id} onSelect={(run) => show(run.id)} />
        </div>
      </div>
      <SpiderResultsTable jobId={shown?.id ?? null} runNumber={shown?.runNumber} />
    </AdminPage>
  );
}
