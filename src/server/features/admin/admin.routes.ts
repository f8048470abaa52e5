import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverview } from '../../../shared/api/admin';
import type { AppContext } from '../../context';
import * as service from './admin.service';

/** GET /api/admin/overview: the counts and recent activity on /admin. */
export async function adminRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/overview',
    { config: { access: 'admin' }, schema: { response: { 200: adminOverview } } },
    async () => service.adminOverview(db),
  );
}
