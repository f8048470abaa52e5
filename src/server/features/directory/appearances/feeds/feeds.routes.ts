import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { idParams } from '@shared/api/fields';
import { ownershipTag } from '@shared/api/directory/appearances/feeds';
import { adminFeed, adminFeedList } from '@shared/api/directory/podcasts/admin-podcasts';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './feeds-admin.service';

/**
 * The podcast feeds on /admin/podcasts (admin and owner): "Read now" for one feed (at most hourly;
 * a good read is published as 'feed.read'), the feeds of booked shows, trusting a feed
 * ('feed.read' published: its suggestions are judged again), and an ownership tag for a show's owner.
 */
export async function feedsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.readFeedNow, { config: admin, schema: { params: idParams, response: adminFeed } }, async (request) =>
    service.readNow({ ...ctx, log: request.log }, request.user!, request.params.id),
  );
  serve(app, routes.unattachedFeeds, { config: admin, schema: { response: adminFeedList } }, async () => service.unattachedFeeds(ctx.db));
  serve(app, routes.trustFeed, { config: admin, schema: { params: idParams, response: adminFeed } }, async (request) =>
    service.trustFeed({ ...ctx, log: request.log }, request.user!, request.params.id),
  );
  serve(app, routes.adminOwnershipTag, { config: admin, secret: true, schema: { params: idParams, response: ownershipTag } }, async (request) =>
    service.adminOwnershipTag(ctx.db, request.user!, request.params.id),
  );
}
