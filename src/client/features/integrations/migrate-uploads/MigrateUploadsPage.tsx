import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { integrationsRoutes } from '@shared/api/integrations/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { AdminPage } from '@client/components/layout/AdminPage';
import { formatBytes } from '@client/lib/format-bytes';
import { JobHistory, jobHistoryKey } from '@client/components/jobs/JobHistory';
import { JobProgress } from '@client/components/jobs/JobProgress';
import { useShownJob } from '@client/components/jobs/use-shown-job';
import { MoveReport } from './MoveReport';
import { plural } from '@shared/plural';

const STATUS_KEY = ['admin', 'migrate-uploads'] as const;

/**
 * /admin/migrate-uploads (owner): where uploads are stored, and moving the ones still on the local
 * disk to S3 as a background job with live progress. A run that stopped is resumed by starting
 * again. The run shown is kept in the URL (?jobId=), the latest by default.
 */
export default function MigrateUploadsPage() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => call(integrationsRoutes.uploadStorage) });
  const { latest, job, wanted, show, anyRunning } = useShownJob('migrate-uploads');
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: jobHistoryKey('migrate-uploads') }), queryClient.invalidateQueries({ queryKey: STATUS_KEY })]);
  const start = useMutation({
    mutationFn: () => call(integrationsRoutes.migrateUploads),
    onSuccess: async (started) => {
      toast({ type: 'success', title: 'Moving files to S3' });
      show(started.id);
      await refresh();
    },
    onError: (error) => toast({ type: 'error', title: error.message || 'Failed to start the move' }),
  });
  const files = status.data?.localFiles ?? 0;

  return (
    <AdminPage title="Migrate Files" description="Move uploads from the local disk to S3-compatible object storage.">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="space-y-4 p-5">
          {status.isPending ? (
            <Skeleton className="h-20" />
          ) : status.isError ? (
            <Alert tone="error" title="Could not read the storage">
              {status.error.message}
            </Alert>
          ) : (
            <>
              <dl className="grid gap-4 sm:grid-cols-2">
                <div>
                  <dt className="text-xs tracking-wide text-muted uppercase">New uploads go to</dt>
                  <dd className="mt-1 text-sm break-all text-ink">{status.data.target}</dd>
                </div>
                <div>
                  <dt className="text-xs tracking-wide text-muted uppercase">Left on the local disk</dt>
                  <dd className="mt-1 text-sm text-ink">
                    {plural(files, 'file')}, {formatBytes(status.data.localBytes)}
                  </dd>
                </div>
              </dl>
              {status.data.storage === 'local' ? (
                <Alert tone="info" title="Object storage is not configured">
                  Uploads are stored on the local disk. To move them, set STORAGE=s3 and S3_BUCKET (for a server other than AWS, also S3_ENDPOINT,
                  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY), then restart the server.
                </Alert>
              ) : (
                <div className="space-y-2">
                  <Button loading={start.isPending} disabled={anyRunning || files === 0} onClick={() => setConfirming(true)}>
                    <CloudUpload className="size-4" aria-hidden="true" />
                    {files === 0 ? 'Nothing left to move' : `Move ${plural(files, 'file')} to S3`}
                  </Button>
                  <p className="text-xs text-ink-soft">
                    Each file is copied, checked by size and checksum, and only then removed from the disk; its address stays the same. If a run stops, start
                    again to resume.
                  </p>
                </div>
              )}
            </>
          )}
          {job.isPending && wanted !== undefined ? (
            <Skeleton className="h-12" />
          ) : job.data ? (
            <JobProgress key={job.data.id} job={job.data} unit="files" onEnd={() => void Promise.all([refresh(), job.refetch()])} />
          ) : (
            latest.isSuccess && <p className="text-sm text-ink-soft">No moves yet.</p>
          )}
          {job.data && <MoveReport job={job.data} />}
        </Card>
        <JobHistory kind="migrate-uploads" selectedId={job.data?.id} onSelect={(picked) => show(picked.id)} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Move files to S3?"
        description={`${plural(files, 'file')} will be copied to ${status.data?.target ?? 'the bucket'} and then removed from the local disk.`}
        confirmLabel="Move files"
        onConfirm={() => {
          setConfirming(false);
          start.mutate();
        }}
      />
    </AdminPage>
  );
}
