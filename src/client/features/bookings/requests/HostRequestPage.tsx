import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BOOKING_REQUEST_CONFIRMED, HOST_LINK_INVALID, type HostRequestView } from '../../../../shared/api/bookings/requests';
import { bookingsRoutes } from '../../../../shared/api/bookings/route-table';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClass } from '../../../components/ui/Button';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { PageSpinner } from '../../../components/ui/Spinner';
import { call, callOrNull } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { usePageTitle } from '../../../lib/use-page-title';
import { RequestDetails } from './RequestDetails';

/** The host's confirmation: the request reaches the agency, and the page shows it as confirmed. */
function ConfirmRequest({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => call(bookingsRoutes.confirmRequest, { params: { token } }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.hostRequest(token), answer.request),
  });
  return (
    <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <p className="text-sm text-ink">Confirm that this request is yours, and the agency gets it. Until then, nobody sees it.</p>
      {confirm.isError && <Alert tone="error">{confirm.error.message || 'Your request could not be confirmed. Please try again.'}</Alert>}
      <Button className="self-start" loading={confirm.isPending} onClick={() => confirm.mutate()}>
        Confirm my request
      </Button>
    </div>
  );
}

/** Where the request stands, as the host reads it. */
function StatusNote({ request }: { request: HostRequestView }) {
  if (request.status === 'unconfirmed') return null;
  return <Alert tone="success">{BOOKING_REQUEST_CONFIRMED}</Alert>;
}

/**
 * /requests/{token}: a host's own request, through the link they were mailed (no account): they
 * confirm it there, then follow it. An unknown or expired link says so.
 */
export default function HostRequestPage() {
  const { token = '' } = useParams();
  usePageTitle('Your booking request');
  const request = useQuery({ queryKey: queryKeys.hostRequest(token), queryFn: () => callOrNull(bookingsRoutes.hostRequest, { params: { token } }), retry: false });
  if (request.isPending) return <PageSpinner label="Loading your request…" fullScreen />;
  if (request.isError) return <LoadFailed message="Your request could not be loaded." onRetry={() => void request.refetch()} />;
  const view = request.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink">Your booking request</h1>
      {view ? (
        <>
          <StatusNote request={view} />
          {view.status === 'unconfirmed' && <ConfirmRequest token={token} />}
          <RequestDetails request={view} />
        </>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Alert tone="error">{HOST_LINK_INVALID}</Alert>
          <Link to="/directory" className={buttonClass('secondary')}>
            Browse the directory
          </Link>
        </div>
      )}
    </div>
  );
}
