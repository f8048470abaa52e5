import type { FastifyInstance } from 'fastify';
import { bookingsAdminRoutes as adminRoutes } from '@shared/api/bookings/admin-route-table';
import { followUpBody, followUpSent, overdueReleaseList } from '@shared/api/bookings/releases';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import { idParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './follow-up.service';

/**
 * The releases overdue: the list (signed in; the service scopes it: admins every client, a guest
 * or team member their own, anyone else 403) and the agency's follow-up to a host (agency; a team
 * member only on the guests they work with, 404 otherwise).
 */
export async function releasesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.releasesOverdue, { config: { access: 'authenticated' }, schema: { response: overdueReleaseList } }, async (request) =>
    service.overdueFor(ctx, request.user!),
  );

  serve(
    app,
    adminRoutes.sendReleaseFollowUp,
    { config: { access: 'agency' }, schema: { params: idParams, body: followUpBody, response: followUpSent } },
    async (request) => service.sendFollowUp(ctx, request.user!, request.params.id, request.body.message),
  );
}
