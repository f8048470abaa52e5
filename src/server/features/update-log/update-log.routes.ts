import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateLogFields, updateLogPage, updateLogQuery } from '../../../shared/api/update-log';
import type { AppContext } from '../../context';
import * as service from './update-log.service';

/** /admin/update-log (admin and owner): every logged content change, newest first, filtered on the server; and the fields it holds. */
export async function updateLogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/update-log',
    { config: { access: 'admin' }, schema: { querystring: updateLogQuery, response: { 200: updateLogPage } } },
    async (request) => service.listChanges(ctx, request.query),
  );
  r.get('/api/admin/update-log/fields', { config: { access: 'admin' }, schema: { response: { 200: updateLogFields } } }, async () =>
    service.listFields(ctx),
  );
}
