import type { FastifyInstance } from 'fastify';
import { adminOverview, clientOptions, clientOptionsQuery } from '../../../../shared/api/operations/admin';
import { operationsAdminRoutes as routes } from '../../../../shared/api/operations/admin-route-table';
import type { AppContext } from '../../../context';
import { serve } from '../../../lib/serve';
import * as service from './admin.service';

/** GET /api/admin/overview (the counts and recent activity on /admin) and the client picker's options. */
export async function adminRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  serve(app, routes.overview, { config: { access: 'admin' }, schema: { response: adminOverview } }, async () => service.adminOverview(db));
  serve(app, routes.clientOptions, { config: { access: 'admin' }, schema: { query: clientOptionsQuery, response: clientOptions } }, async (request) =>
    service.clientOptions(db, request.query),
  );
}
