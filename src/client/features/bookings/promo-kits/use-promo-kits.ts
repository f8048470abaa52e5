import { useQuery } from '@tanstack/react-query';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** A client's promo kits and its verified appearances without one (the page and the notice share it). */
export function usePromoKits(clientId: number, enabled = true) {
  return useQuery({ queryKey: bookingKeys.promoKits(clientId), queryFn: () => call(bookingsRoutes.promoKits, { params: { id: clientId } }), enabled });
}
