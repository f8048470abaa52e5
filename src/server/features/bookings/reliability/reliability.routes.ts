import type { FastifyInstance } from 'fastify';
import { guestReliability, showReliability } from '@shared/api/bookings/reliability';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { idParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './reliability.service';

/** The records counted from the desk's events: a show's for the agency (by its podcast), a guest's for whoever may manage the client. */
export async function reliabilityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, bookingsAdminRoutes.showReliability, { config: { access: 'agency' }, schema: { params: idParams, response: showReliability } }, async (request) =>
    service.showReliability(ctx, request.user!, request.params.id),
  );
  serve(
    app,
    bookingsRoutes.guestReliability,
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, response: guestReliability } },
    async (request) => service.guestReliability(ctx, request.params.id),
  );
}
