import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityDashboard, activityRangeQuery, clientStats } from '../../../../shared/api/operations/activity';
import { idParams, slugParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './activity.service';

/**
 * The activity dashboard (admin), a client's own stats (whoever may manage it), and the profile
 * page's view beacon (public: counted for visitors, without cookies or personal data).
 */
export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/activity', { config: { access: 'admin' }, schema: { querystring: activityRangeQuery, response: { 200: activityDashboard } } }, async (request) =>
    service.activityDashboard(ctx, request.query),
  );

  r.get(
    '/api/clients/:id/stats',
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, querystring: activityRangeQuery, response: { 200: clientStats } } },
    async (request) => service.clientStats(ctx, request.params.id, request.query),
  );

  r.post('/api/clients/:slug/view', { config: { access: 'public' }, schema: { params: slugParams, response: { 202: z.null() } } }, async (request, reply) => {
    await service.recordProfileView(ctx, request.user, request.params.slug, request.ip);
    return reply.status(202).send(null);
  });
}
