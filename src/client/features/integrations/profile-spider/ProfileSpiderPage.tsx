import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { useState } from 'react';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { isJobActive } from '@shared/api/jobs';
import type { RunProfileSpiderBody } from '@shared/api/integrations/profile-spider';
import { integrationsRoutes } from '@shared/api/integrations/route-table';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { AdminPage } from '@client/components/layout/AdminPage';
import { JobHistory, jobHistoryKey } from '@client/components/jobs/JobHistory';
import { JobProgress } from '@client/components/jobs/JobProgress';
import { useShownJob } from '@client/components/jobs/use-shown-job';
import { ClientPicker } from '@client/features/directory/videos/ClientPicker';
import { ProfileSpiderReport, REPORT_KEY } from './ProfileSpiderReport';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';

const SCOPES = ['all', 'chosen'] as const;
const SCOPE_LABELS = { all: 'Every client', chosen: 'Chosen clients' } as const;

/**
 * /admin/profile-spider: run the profile spider over every client or chosen ones, watch it live,
 * pick a past run, and read its report (dead links and images, missing fields, hidden bios).
 * The run shown is kept in the URL (?jobId=), the latest by default.
 */
export default function ProfileSpiderPage() {
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<ClientOption[]>([]);
  const { latest, job, wanted, show, anyRunning } = useShownJob('profile-spider');

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: jobHistoryKey('profile-spider') }), queryClient.invalidateQueries({ queryKey: REPORT_KEY })]);
  const run = useMutation({
    mutationFn: (body: RunProfileSpiderBody) => call(integrationsRoutes.runProfileSpider, { body }),
    onSuccess: async (started) => {
      toast({ type: 'success', title: 'Profile spider started' });
      show(started.id);
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to start the profile spider' }),
  });
  const running = job.data ? isJobActive(job.data.status) : false;

  return (
    <AdminPage title="Profile Spider" description="Finds dead links and images, missing fields and bios the directory hides.">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-4 p-5">
          <ChoiceGroup legend="Check" name="scope" options={SCOPES} labels={SCOPE_LABELS} value={scope} onChange={setScope} />
          {scope === 'chosen' && <ClientPicker value={chosen} onChange={setChosen} disabled={run.isPending} />}
          <Button
            loading={run.isPending}
            disabled={anyRunning || (scope === 'chosen' && chosen.length === 0)}
            onClick={() => run.mutate(scope === 'all' ? { all: true } : { clientIds: chosen.map((c) => c.id) })}
          >
            <Play className="size-4" aria-hidden="true" />
            Run profile spider
          </Button>
          {job.isPending && wanted !== undefined ? (
            <Skeleton className="h-12" />
          ) : job.data ? (
            <JobProgress key={job.data.id} job={job.data} unit="clients" onEnd={() => void Promise.all([refresh(), job.refetch()])} />
          ) : (
            latest.isSuccess && <p className="text-sm text-ink-soft">No runs yet. Run the spider to see a report.</p>
          )}
        </Card>
        <JobHistory kind="profile-spider" selectedId={job.data?.id} onSelect={(picked) => show(picked.id)} />
      </div>
      {job.data && <ProfileSpiderReport jobId={job.data.id} runNumber={job.data.runNumber} running={running} />}
    </AdminPage>
  );
}
