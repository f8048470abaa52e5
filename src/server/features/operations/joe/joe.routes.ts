import type { FastifyInstance } from 'fastify';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import { joeAnswer, joeQuery } from '@shared/api/operations/joe';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './joe.service';

/** GET /api/admin/joe (admin and owner): the command palette's search over everything an admin handles. */
export async function joeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.joe, { config: { access: 'admin' }, schema: { query: joeQuery, response: joeAnswer } }, async (request) =>
    service.search(ctx, request.query.q),
  );
}
