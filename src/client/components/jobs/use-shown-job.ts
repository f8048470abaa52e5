import { jobRoutes } from '@shared/api/jobs-route-table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@client/lib/router';
import { type AdminJobKind, isJobActive } from '@shared/api/jobs';
import { call } from '@client/lib/call';
import { jobHistoryKey } from './JobHistory';

/**
 * The run a job page shows: the one in the URL (?jobId=), else the latest of `kind`; `show`
 * puts another in the URL (dropping `reportParams`, the report's own page and filters), and
 * `anyRunning` says whether a run of the kind is under way (its start button waits).
 */
export function useShownJob(kind: AdminJobKind, reportParams: readonly string[] = ['page', 'kind']) {
  const [search, setSearch] = useSearchParams();
  const latest = useQuery({
    queryKey: jobHistoryKey(kind),
    queryFn: () => call(jobRoutes.jobs, { query: { kind, pageSize: 10 } }),
  });
  const wanted = Number(search.get('jobId')) || latest.data?.items[0]?.id;
  const job = useQuery({
    queryKey: [...jobHistoryKey(kind), 'job', wanted],
    queryFn: () => call(jobRoutes.job, { params: { id: wanted! } }),
    enabled: wanted !== undefined,
  });
  const show = (id: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('jobId', String(id));
      for (const param of reportParams) next.delete(param);
      return next;
    });
  const anyRunning = latest.data?.items.some((j) => isJobActive(j.status)) ?? false;
  return { latest, job, wanted, show, anyRunning };
}
