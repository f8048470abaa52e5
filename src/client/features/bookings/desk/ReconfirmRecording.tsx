import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/bookings/booking-records';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/**
 * A confirmed recording's reconfirmation on the guest's Bookings page, once both sides were asked
 * (a few days before it): one button while the guest's side has not said yes, then that it has,
 * and whether the host has.
 */
export function ReconfirmRecording({ booking, clientId }: { booking: Booking; clientId: number }) {
  const queryClient = useQueryClient();
  const reconfirm = useMutation({
    mutationFn: () => call(bookingsRoutes.reconfirmBooking, { params: { id: booking.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profileRecords(clientId, 'bookings') }),
  });
  const state = booking.reconfirmation;
  if (!state) return null;
  const host = state.host ? 'The host has reconfirmed.' : 'The host has not reconfirmed yet.';
  if (state.guest) return <p className="text-sm text-ink-soft">{`You reconfirmed this recording. ${host}`}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-accent/20 bg-accent-soft p-3">
      <p className="text-sm text-ink">{`Please reconfirm that this recording still stands. ${host}`}</p>
      {reconfirm.isError && <Alert tone="error">{reconfirm.error.message}</Alert>}
      <Button size="sm" className="self-start" loading={reconfirm.isPending} onClick={() => reconfirm.mutate()} aria-label={`Reconfirm: ${booking.showName}`}>
        Reconfirm
      </Button>
    </div>
  );
}
