import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { bookingKeys } from '../booking-keys';
import { ShowApproval } from './ShowApproval';

/**
 * On a guest's Bookings page: the shows waiting on their approval (a client who approves each
 * show), each with Approve or Decline. Nothing when none waits.
 */
export function ApprovalsCard({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const approvals = useQuery({ queryKey: bookingKeys.clientApprovals(clientId), queryFn: () => call(bookingsRoutes.approvals, { params: { id: clientId } }) });
  const answer = useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: number; reason: string | null }) =>
      reason === null
        ? call(bookingsRoutes.approveBooking, { params: { id: bookingId } })
        : call(bookingsRoutes.declineBooking, { params: { id: bookingId }, body: { reason } }),
    onSuccess: async (result) => {
      toast({ type: 'success', title: result.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.clientApprovals(clientId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profileRecords(clientId, 'bookings') }),
      ]);
    },
  });
  if (!approvals.data || approvals.data.length === 0) return null;
  return (
    <section aria-labelledby="approvals-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-accent/20 bg-accent-soft p-5">
      <h2 id="approvals-heading" className="font-display text-xl text-ink">
        Waiting for your approval
      </h2>
      {approvals.data.map((approval) => (
        <ShowApproval
          key={approval.bookingId}
          approval={approval}
          pending={answer.isPending && answer.variables?.bookingId === approval.bookingId}
          error={answer.isError && answer.variables?.bookingId === approval.bookingId ? answer.error.message : null}
          onApprove={() => answer.mutate({ bookingId: approval.bookingId, reason: null })}
          onDecline={(reason) => answer.mutate({ bookingId: approval.bookingId, reason })}
        />
      ))}
    </section>
  );
}
