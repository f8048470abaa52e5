import type { FastifyInstance } from 'fastify';
import { idParams, slugParams } from '@shared/api/fields';
import { noContent } from '@shared/api/fields';
import { activityDashboard, activityRangeQuery, clientStats } from '@shared/api/operations/activity';
import { operationsAdminRoutes as adminRoutes } from '@shared/api/operations/admin-route-table';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './activity.service';

/**
 * The activity dashboard (admin), a client's own stats (whoever may manage it), and the profile
 * page's view beacon (public: counted for visitors, without cookies or personal data).
 */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, adminRoutes.activity, { config: { access: 'admin' }, schema: { query: activityRangeQuery, response: activityDashboard } }, async (request) =>
    service.activityDashboard(ctx, request.query),
  );

  serve(
    app,
    adminRoutes.clientStats,
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, query: activityRangeQuery, response: clientStats } },
    async (request) => service.clientStats(ctx, request.params.id, request.query),
  );

  serve(
    app,
    directoryRoutes.profileView,
    { config: { access: 'public' }, status: 202, schema: { params: slugParams, response: noContent } },
    async (request) => {
      await service.recordProfileView(ctx, request.user, request.params.slug, request.ip);
      return null;
    },
  );
}
