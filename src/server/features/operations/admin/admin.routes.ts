import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverview, clientOption, clientOptionsQuery } from '../../../../shared/api/operations/admin';
import type { AppContext } from '../../../context';
import * as service from './admin.service';

/** GET /api/admin/overview (the counts and recent activity on /admin) and the client picker's options. */
export async function adminRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/overview', { config: { access: 'admin' }, schema: { response: { 200: adminOverview } } }, async () => service.adminOverview(db));
  r.get(
    '/api/admin/client-options',
    { config: { access: 'admin' }, schema: { querystring: clientOptionsQuery, response: { 200: z.array(clientOption) } } },
    async (request) => service.clientOptions(db, request.query),
  );
}
