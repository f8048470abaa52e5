import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SYNC_FAILED, type SyncRunBody } from '@shared/api/integrations/airtable-sync';
import { integrationsRoutes } from '@shared/api/integrations/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { SelectField } from '@client/components/ui/Select';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { AdminPage } from '@client/components/layout/AdminPage';
import { JobHistory, jobHistoryKey } from '@client/components/jobs/JobHistory';
import { JobProgress } from '@client/components/jobs/JobProgress';
import { useShownJob } from '@client/components/jobs/use-shown-job';
import { CsvImport } from '../csv-import/CsvImport';
import { SECTION_LABELS } from './section-labels';
import { SyncCounts, SyncFailures, SyncSections } from './SyncReport';
import { syncMeasure, syncRunName } from './sync-run';

const STATUS_KEY = ['admin', 'sync'] as const;

/**
 * /admin/sync (owner): sync one section of the Airtable base, or all of them, as a background job
 * with a live progress bar, the section under way and each section's counts; the history of runs
 * (numbered among the syncs, each named by its sections) with their errors; and a CSV import
 * for agencies without Airtable. The run shown is kept in the URL (?jobId=), the latest by default.
 */
export default function SyncPage() {
  const queryClient = useQueryClient();
  const [section, setSection] = useState<SyncRunBody['section']>('all');
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => call(integrationsRoutes.syncStatus) });
  const { latest, job, wanted, show, anyRunning } = useShownJob('airtable-sync');
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobHistoryKey('airtable-sync') });
  const start = useMutation({
    mutationFn: (body: SyncRunBody) => call(integrationsRoutes.runSync, { body }),
    onSuccess: async (started) => {
      toast({ type: 'success', title: 'Sync started' });
      show(started.id);
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to start the sync' }),
  });

  return (
    <AdminPage title="Sync" description="Keep the directory in step with your Airtable base, or import a CSV.">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-4 p-5">
          <h2 className="text-base font-semibold text-ink">Airtable</h2>
          {status.isPending ? (
            <Skeleton className="h-16" />
          ) : status.isError ? (
            <Alert tone="error" title="Could not read the sync settings">
              {status.error.message}
            </Alert>
          ) : !status.data.configured ? (
            <Alert tone="info">{status.data.message}</Alert>
          ) : (
            <div className="space-y-3">
              <div className="flex flex-wrap items-end gap-3">
                <SelectField
                  label="Section"
                  className="min-w-56"
                  value={section}
                  onChange={(e) => setSection(e.target.value as SyncRunBody['section'])}
                  disabled={start.isPending}
                  options={[
                    { value: 'all', label: 'Everything' },
                    ...status.data.sections.map((s) => ({ value: s.section, label: `${SECTION_LABELS[s.section]} (${s.table})` })),
                  ]}
                />
                <Button loading={start.isPending} disabled={anyRunning} onClick={() => start.mutate({ section })}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  Sync now
                </Button>
              </div>
              <p className="text-xs text-ink-soft">
                {status.data.scheduleMinutes > 0
                  ? `Everything is also synced every ${status.data.scheduleMinutes} minutes.`
                  : 'No schedule: set AIRTABLE_SYNC_INTERVAL_MINUTES to sync on a timer.'}{' '}
                Records are matched by their Airtable record id; photos are copied here.
              </p>
            </div>
          )}
          {job.isPending && wanted !== undefined ? (
            <Skeleton className="h-12" />
          ) : job.data ? (
            <>
              <h3 className="text-sm font-medium text-ink">
                Run {job.data.runNumber}: {syncRunName(job.data)}
              </h3>
              <JobProgress
                key={job.data.id}
                job={job.data}
                unit="records"
                onEnd={() => void Promise.all([refresh(), job.refetch()])}
                measure={syncMeasure}
                renderSummary={(summary) => (
                  <>
                    <SyncCounts summary={summary} />
                    <SyncSections summary={summary} />
                  </>
                )}
              />
              <SyncFailures job={job.data} kind={SYNC_FAILED} />
            </>
          ) : (
            latest.isSuccess && <p className="text-sm text-ink-soft">No syncs yet.</p>
          )}
        </Card>
        <JobHistory kind="airtable-sync" selectedId={job.data?.id} onSelect={(picked) => show(picked.id)} describe={syncRunName} />
      </div>
      <CsvImport />
    </AdminPage>
  );
}
