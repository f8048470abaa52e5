import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/bookings/booking-records';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { CancelRecordingForm } from './CancelRecordingForm';
import { ReconfirmRecording } from './ReconfirmRecording';

/**
 * What the guest's side can do with a confirmed recording from a host's request that is still
 * ahead, on its Bookings card: reconfirm it once asked, or cancel it with a reason. Nothing for
 * other bookings (a booking made by hand moves by its stage picker).
 */
export function GuestRecordingActions({ booking, clientId }: { booking: Booking; clientId: number }) {
  const queryClient = useQueryClient();
  const ahead = booking.status === 'confirmed' && booking.fromRequest && booking.scheduledFor !== null && Date.parse(booking.scheduledFor) > Date.now();
  if (!ahead) return null;
  return (
    <div className="flex flex-col gap-2">
      <ReconfirmRecording booking={booking} clientId={clientId} />
      <CancelRecordingForm
        readers="The host and the agency"
        showName={booking.showName}
        send={(reason) => call(bookingsRoutes.cancelBooking, { params: { id: booking.id }, body: { reason } })}
        onCancelled={(message) => {
          toast({ type: 'success', title: message });
          void queryClient.invalidateQueries({ queryKey: queryKeys.profileRecords(clientId, 'bookings') });
        }}
      />
    </div>
  );
}
