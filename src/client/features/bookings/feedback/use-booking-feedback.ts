import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingFeedback } from '@shared/api/bookings/feedback';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { bookingKeys } from '../booking-keys';

/**
 * The hosts' feedback on a client's bookings, by booking, and the testimonial writes: approve
 * a quote, withdraw it. A write refreshes the feedback and the client's profile (its testimonials).
 */
export function useBookingFeedback(clientId: number, slug: string) {
  const queryClient = useQueryClient();
  const feedback = useQuery({
    queryKey: bookingKeys.bookingFeedback(clientId),
    queryFn: () => call(bookingsRoutes.clientFeedback, { params: { id: clientId } }),
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.bookingFeedback(clientId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.client(slug) }),
    ]);
  const approve = useMutation({
    mutationFn: ({ bookingId, quote }: { bookingId: number; quote: string }) =>
      call(bookingsRoutes.approveTestimonial, { params: { id: bookingId }, body: { quote } }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (bookingId: number) => call(bookingsRoutes.withdrawTestimonial, { params: { id: bookingId } }),
    onSuccess: refresh,
  });
  const byBooking = new Map<number, BookingFeedback>((feedback.data ?? []).map((item) => [item.bookingId, item]));
  return { byBooking, approve, withdraw };
}

/** What the Bookings page hands each booking's feedback panel. */
export type FeedbackWrites = Pick<ReturnType<typeof useBookingFeedback>, 'approve' | 'withdraw'>;
