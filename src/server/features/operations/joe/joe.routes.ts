import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { joeAnswer, joeQuery } from '../../../../shared/api/operations/joe';
import type { AppContext } from '../../../context';
import * as service from './joe.service';

/** GET /api/admin/joe (admin and owner): the command palette's search over everything an admin handles. */
export async function joeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/joe', { config: { access: 'admin' }, schema: { querystring: joeQuery, response: { 200: joeAnswer } } }, async (request) =>
    service.search(ctx, request.query.q),
  );
}
