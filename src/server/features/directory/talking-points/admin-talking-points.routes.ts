import type { FastifyInstance } from 'fastify';
import { adminTalkingPointsPage, adminTalkingPointsQuery } from '@shared/api/directory/talking-points/admin-talking-points';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-talking-points.service';

/**
 * /admin/talking-points (admin and owner): every client's talking points, paged, sorted and
 * searched on the server, and bulk delete. Single edits and deletes use the talking-points feature's routes.
 */
export async function adminTalkingPointsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.talkingPoints, { config: admin, schema: { query: adminTalkingPointsQuery, response: adminTalkingPointsPage } }, async (request) =>
    service.listTalkingPoints(ctx, request.query),
  );
  serveBulk(app, routes.deleteTalkingPoints, (user, ids) => service.deleteTalkingPoints(ctx, user, ids));
}
