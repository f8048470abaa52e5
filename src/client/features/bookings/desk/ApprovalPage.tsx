import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '@client/lib/router';
import { APPROVAL_LINK_INVALID } from '@shared/api/bookings/desk';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { LinkInvalid } from '../LinkInvalid';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { PageSpinner } from '@client/components/ui/Spinner';
import { call } from '@client/lib/call';
import { usePageTitle } from '@client/lib/use-page-title';
import { approvalQuery } from './approval-query';
import { ShowApproval } from './ShowApproval';
import { useReaderZone } from '../requests/use-reader-zone';
import { zoneLabel } from '@shared/dates';

/**
 * /approve/{token}: a guest who approves each show answers one held show through the link mailed
 * to them, without signing in. The answer is final for that link; an unknown, used or expired
 * link says so and points to the Bookings page.
 */
export default function ApprovalPage() {
  const { token = '' } = useParams();
  usePageTitle('Approve a show');
  const approval = useQuery(approvalQuery(token));
  const [answered, setAnswered] = useState<string | null>(null);
  const readerZone = useReaderZone(approval.data?.hostTimeZone ?? 'UTC');
  const answer = useMutation({
    mutationFn: (reason: string | null) =>
      reason === null ? call(bookingsRoutes.approveByLink, { params: { token } }) : call(bookingsRoutes.declineByLink, { params: { token }, body: { reason } }),
    onSuccess: (result) => setAnswered(result.message),
  });
  if (approval.isPending) return <PageSpinner label="Loading the show…" fullScreen />;
  if (approval.isError) return <LoadFailed message="The show could not be loaded." onRetry={() => void approval.refetch()} />;
  const view = approval.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink">Approve a show</h1>
      {answered ? (
        <Alert tone="success">{answered}</Alert>
      ) : view ? (
        <>
          <p className="text-sm text-ink-soft">
            {view.guestName}, a host would like you on their show. The agency holds the time until you answer; the host hears nothing before you approve. Times
            in {zoneLabel(readerZone)}.
          </p>
          <ShowApproval
            approval={view}
            pending={answer.isPending}
            error={answer.isError ? answer.error.message : null}
            onApprove={() => answer.mutate(null)}
            onDecline={(reason) => answer.mutate(reason)}
          />
        </>
      ) : (
        <LinkInvalid message={APPROVAL_LINK_INVALID} to="/login" label="Sign in" />
      )}
    </div>
  );
}
