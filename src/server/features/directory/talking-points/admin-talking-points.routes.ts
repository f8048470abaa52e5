import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import { adminTalkingPointsPage, adminTalkingPointsQuery } from '../../../../shared/api/directory/admin-talking-points';
import type { AppContext } from '../../../context';
import * as service from './admin-talking-points.service';

/**
 * /admin/talking-points (admin and owner): every client's talking points, paged, sorted and
 * searched on the server, and bulk delete. Single edits and deletes use the talking-points feature's routes.
 */
export async function adminTalkingPointsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/talking-points',
    { config: { access: 'admin' }, schema: { querystring: adminTalkingPointsQuery, response: { 200: adminTalkingPointsPage } } },
    async (request) => service.listTalkingPoints(ctx, request.query),
  );
  r.post(
    '/api/admin/talking-points/bulk-delete',
    { config: { access: 'admin' }, schema: { body: bulkIdsBody, response: { 200: bulkResult } } },
    async (request) => service.deleteTalkingPoints(ctx, request.user!, request.body.ids),
  );
}
