import { useQuery } from '@tanstack/react-query';
import { MIN_BOOKINGS } from '@shared/api/bookings/reliability-words';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { CardSection } from '@client/components/layout/CardSection';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { ReliabilityFigures } from './ReliabilityFigures';

/**
 * On a guest's Bookings page: their own record, counted from what their bookings recorded (no-shows,
 * reconfirmations, promo kits opened or shared in time), each figure with what it rests on and
 * shown from MIN_BOOKINGS of them. Private to the guest, their team and the agency.
 */
export function GuestReliabilityCard({ clientId }: { clientId: number }) {
  const record = useQuery({
    queryKey: bookingKeys.clientReliability(clientId),
    queryFn: () => call(bookingsRoutes.guestReliability, { params: { id: clientId } }),
  });
  return (
    <CardSection
      id="guest-record-heading"
      title="Your record as a guest"
      description={`Counted from your bookings, never estimated: a figure shows once it rests on ${MIN_BOOKINGS} of them. Only you, your team and the agency see it.`}
    >
      {record.isError && <LoadFailed message="Your record could not be loaded." onRetry={() => void record.refetch()} className="py-4" />}
      {record.isSuccess && <ReliabilityFigures figures={record.data.figures} />}
    </CardSection>
  );
}
