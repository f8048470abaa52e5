import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { idParams } from '@shared/api/fields';
import { feedMatches, heldMatchGroupList, rejectFeedMatchesBody, rejectFeedMatchesResult } from '@shared/api/directory/appearances/feed-matches';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './feed-matches.service';

/**
 * What the feeds matched, on /admin/podcasts (admin and owner): a feed's guests with their
 * matches counted, the suggestions held for review, and rejecting a feed's matches (or one
 * guest's from it) in one audited step.
 */
export async function feedMatchesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.heldMatches, { config: admin, schema: { response: heldMatchGroupList } }, async () => service.heldMatchGroups(ctx.db));
  serve(app, routes.feedMatches, { config: admin, schema: { params: idParams, response: feedMatches } }, async (request) =>
    service.feedMatchesOf(ctx.db, request.params.id),
  );
  serve(
    app,
    routes.rejectFeedMatches,
    { config: admin, schema: { params: idParams, body: rejectFeedMatchesBody, response: rejectFeedMatchesResult } },
    async (request) => service.rejectFeedMatches(ctx, request.user!, request.params.id, request.body.clientId),
  );
}
