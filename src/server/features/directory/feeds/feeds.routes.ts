import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes as routes } from '../../../../shared/api/directory/admin-route-table';
import { idParams } from '../../../../shared/api/directory/clients/clients';
import { adminFeed, adminFeedList } from '../../../../shared/api/directory/podcasts/admin-podcasts';
import type { AppContext } from '../../../context';
import { serve } from '../../../lib/serve';
import * as service from './feeds-admin.service';

/**
 * The podcast feeds on /admin/podcasts (admin and owner): "Read now" for one feed (at most hourly;
 * the listeners of the app are told of a good read), and the feeds of booked shows.
 */
export async function feedsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.readFeedNow, { config: admin, schema: { params: idParams, response: adminFeed } }, async (request) =>
    service.readNow({ ...ctx, listeners: app.feedListeners, log: request.log }, request.user!, request.params.id),
  );
  serve(app, routes.unattachedFeeds, { config: admin, schema: { response: adminFeedList } }, async () => service.unattachedFeeds(ctx.db));
}
