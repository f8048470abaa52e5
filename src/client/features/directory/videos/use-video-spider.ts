import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { jobHistoryKey } from '@client/components/jobs/JobHistory';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { plural } from '@shared/plural';

/** Every /admin/video-spider query (quota, results): what a run's end and an import refresh. */
const SPIDER_KEY = queryKeys.adminList('video-spider');
/** The results list's key (its pages are `[...RESULTS_KEY, query]`). */
export const RESULTS_KEY = [...SPIDER_KEY, 'results'] as const;
const QUOTA_KEY = [...SPIDER_KEY, 'quota'] as const;

/** Today's YouTube quota (used / budget) and whether YouTube is configured. */
export function useSpiderQuota() {
  return useQuery({ queryKey: QUOTA_KEY, queryFn: () => call(directoryRoutes.spiderQuota) });
}

/** Refreshes the quota, the results and the run history (a run ended, or results were imported). */
export function useRefreshSpider() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: SPIDER_KEY }), queryClient.invalidateQueries({ queryKey: jobHistoryKey('video-spider') })]);
}

/** Starts a run over the chosen clients (every listed client without a list); `onStarted` gets the new job's id. */
export function useStartRun(onStarted: (jobId: number) => void) {
  const refresh = useRefreshSpider();
  return useMutation({
    mutationFn: (clientIds: number[] | undefined) => call(directoryRoutes.runSpider, { body: clientIds ? { clientIds } : {} }),
    onSuccess: async ({ jobId, total }) => {
      toast({ type: 'success', title: 'Video spider started', message: `Scanning ${plural(total, 'client')} on YouTube` });
      onStarted(jobId);
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: 'Scan Failed', message: serverMessageOr(error, 'Failed to scan YouTube videos. Please try again.') }),
  });
}

/** Imports the chosen results of a run as pending videos, with the import toasts. */
export function useImportResults(onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSpider();
  return useMutation({
    mutationFn: (body: { jobId: number; findingIds: number[] }) => call(directoryRoutes.importSpiderResults, { body }),
    onSuccess: async ({ imported, skipped }) => {
      const already = skipped > 0 ? ` (${skipped.toLocaleString()} already saved)` : '';
      if (imported === 0) toast({ type: 'info', title: 'Nothing to import', message: `The chosen videos were saved already${already ? '' : '.'}` });
      else
        toast({
          type: 'success',
          title: 'Video Imported',
          message:
            imported === 1 ? `Video saved and ready for approval${already}` : `${imported.toLocaleString()} videos saved and ready for approval${already}`,
        });
      onDone();
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
        queryClient.invalidateQueries({ queryKey: queryKeys.overview }),
      ]);
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to import video', message: serverMessageOr(error, 'Please try again.') }),
  });
}
