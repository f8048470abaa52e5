import { useQuery } from '@tanstack/react-query';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { MIN_BOOKINGS } from '@shared/api/bookings/reliability-words';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { ReliabilityFigures } from './ReliabilityFigures';

/**
 * A show's record for the agency, above its details in the console: the one line ("Released 9 of 10
 * interviews, median 23 days") and every figure with what it rests on, counted from the desk's
 * bookings with the show and shown from MIN_BOOKINGS of them.
 */
export default function ShowRecordPanel({ podcastId }: { podcastId: number }) {
  const record = useQuery({
    queryKey: bookingKeys.showReliability(podcastId),
    queryFn: () => call(bookingsAdminRoutes.showReliability, { params: { id: podcastId } }),
  });
  return (
    <section aria-labelledby="show-record-heading" className="mb-5 flex flex-col gap-3 rounded-md border border-line bg-sunken p-4">
      <h3 id="show-record-heading" className="text-sm font-semibold text-ink">
        The show’s record with the agency
      </h3>
      {record.isPending && <p className="text-sm text-muted">Loading the show’s record…</p>}
      {record.isError && <LoadFailed message="The show’s record could not be loaded." onRetry={() => void record.refetch()} className="py-2" />}
      {record.isSuccess && (
        <>
          <p className="text-sm text-ink">{record.data.summary}</p>
          <ReliabilityFigures figures={record.data.figures} />
          <p className="text-xs text-muted">Counted from its bookings, never estimated: a figure shows once it rests on {MIN_BOOKINGS} of them.</p>
        </>
      )}
    </section>
  );
}
