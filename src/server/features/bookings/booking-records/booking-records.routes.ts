import type { FastifyInstance } from 'fastify';
import { bookingList } from '@shared/api/bookings/booking-records';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import type { AppContext } from '@server/context';
import { registerKind } from '@server/features/directory/profile-records/record-kind-routes';
import { bookingKind } from './booking-records.service';

/**
 * A guest's bookings as profile records (GET and POST /api/clients/{id}/bookings, PATCH and
 * DELETE /api/bookings/{itemId}): private to those who may manage the client, on the same
 * generic routes as the other records.
 */
export async function bookingRecordsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerKind(app, ctx, bookingKind, bookingsRoutes.records, bookingList);
}
