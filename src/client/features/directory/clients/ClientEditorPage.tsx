import { useMutation, useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@client/lib/router';
import type { AdminClientDetail } from '@shared/api/directory/clients/admin-directory';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { PageHeader } from '@client/components/layout/PageHeader';
import { ClientForm } from './ClientForm';
import { StatusBadge } from './StatusBadge';
import { clientKey, useRefreshDirectory } from './directory-queries';

/** Archive or restore of the client being edited, with a confirmation before archiving. */
function ArchiveButton({ client, onDone }: { client: AdminClientDetail; onDone: (saved: AdminClientDetail) => void }) {
  const [confirming, setConfirming] = useState(false);
  const archived = client.archivedAt !== null;
  const action = useMutation({
    mutationFn: () => call(archived ? directoryAdminRoutes.restoreClient : directoryAdminRoutes.archiveClient, { params: { id: client.id } }),
    onSuccess: (saved) => {
      toast({ type: 'success', title: archived ? 'Profile restored' : 'Profile archived', message: client.name });
      onDone(saved);
    },
    onError: (error) => toast({ type: 'error', title: 'Error', message: error.message }),
  });
  if (archived) {
    return (
      <Button variant="secondary" loading={action.isPending} onClick={() => action.mutate()}>
        <ArchiveRestore className="size-4" aria-hidden="true" /> Restore
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" loading={action.isPending} onClick={() => setConfirming(true)}>
        <Archive className="size-4" aria-hidden="true" /> Archive
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Archive this profile?"
        description={`${client.name} will disappear from the directory, search and the home page. You can restore it later.`}
        confirmLabel="Archive"
        destructive
        onConfirm={() => {
          setConfirming(false);
          action.mutate();
        }}
      />
    </>
  );
}

/**
 * /admin/directory/new and /admin/directory/{id}: every field of one client, grouped, saved in
 * one request (only changed fields), with archive and restore, and a link to the profile.
 */
export default function ClientEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const refresh = useRefreshDirectory();
  const client = useQuery({
    queryKey: clientKey(Number(id)),
    queryFn: () => call(directoryAdminRoutes.client, { params: { id } }),
    enabled: !isNew,
  });

  const saved = async (next: AdminClientDetail) => {
    await refresh();
    if (isNew) navigate(`/admin/directory/${next.id}`, { replace: true });
  };

  const back = (
    <Link to="/admin/directory" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Admin Directory
    </Link>
  );

  if (!isNew && !client.data) {
    return (
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
        {back}
        {client.isError ? (
          <Alert tone="error" title="The profile could not be loaded">
            {client.error.message}
          </Alert>
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </div>
    );
  }

  const current = client.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      {back}
      <PageHeader
        title={current ? current.name : 'New client'}
        description={current ? `/profile/${current.slug}` : 'The profile address is made from the name unless you type one.'}
        actions={
          current && (
            <div className="flex items-center gap-3">
              <StatusBadge row={current} />
              <ArchiveButton client={current} onDone={saved} />
            </div>
          )
        }
      />
      <ClientForm key={current ? `${current.id}:${current.updatedAt}` : 'new'} client={current ?? null} onSaved={saved} />
    </div>
  );
}
