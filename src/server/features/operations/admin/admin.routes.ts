import type { FastifyInstance } from 'fastify';
import { adminOverview } from '@shared/api/operations/admin';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './admin.service';

/** GET /api/admin/overview: the counts and recent activity on /admin. */
export async function adminRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  serve(app, routes.overview, { config: { access: 'admin' }, schema: { response: adminOverview } }, async () => service.adminOverview(db));
}
