import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/bookings/booking-records';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { CancelRecordingForm } from './CancelRecordingForm';
import { ReconfirmRecording } from './ReconfirmRecording';
import { NewTimePanel } from './NewTimePanel';
import { browserTimeZone } from '../requests/slot-times';

/**
 * What the guest's side can do with a confirmed recording from a host's request that is still
 * ahead, on its Bookings card: reconfirm it once asked, propose a new time or answer the host's, or
 * cancel it with a reason. Nothing for
 * other bookings (a booking made by hand moves by its stage picker).
 */
export function GuestRecordingActions({ booking, clientId }: { booking: Booking; clientId: number }) {
  const queryClient = useQueryClient();
  const ahead = booking.status === 'confirmed' && booking.fromRequest && booking.scheduledFor !== null && Date.parse(booking.scheduledFor) > Date.now();
  if (!ahead) return null;
  const refresh = (message: string) => {
    toast({ type: 'success', title: message });
    void queryClient.invalidateQueries({ queryKey: queryKeys.profileRecords(clientId, 'bookings') });
  };
  const params = { id: booking.id };
  return (
    <div className="flex flex-col gap-2">
      <ReconfirmRecording booking={booking} clientId={clientId} />
      <NewTimePanel
        proposal={booking.reschedule}
        me="guest"
        zone={browserTimeZone()}
        nameOf={(side) => (side === 'host' ? (booking.hostName ?? 'The host') : 'The agency')}
        propose={(slot) => call(bookingsRoutes.rescheduleBooking, { params, body: { slot } })}
        answer={(accept) => call(bookingsRoutes.answerBookingReschedule, { params, body: { accept } })}
        onDone={(answer) => refresh(answer.message)}
        idPrefix={`new-time-${booking.id}`}
      />
      <CancelRecordingForm
        readers="The host and the agency"
        showName={booking.showName}
        send={(reason) => call(bookingsRoutes.cancelBooking, { params: { id: booking.id }, body: { reason } })}
        onCancelled={refresh}
      />
    </div>
  );
}
