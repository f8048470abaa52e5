import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../../shared/api/directory/clients';
import { restoreResult, updateLogFields, updateLogPage, updateLogQuery } from '../../../../shared/api/operations/update-log';
import type { AppContext } from '../../../context';
import { restoreChange } from './restore-change';
import * as service from './update-log.service';

/**
 * /admin/update-log (admin and owner): every logged content change, newest first, filtered on the
 * server; the fields it holds; and "Restore this version" of one change.
 */
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
  r.post(
    '/api/admin/update-log/:id/restore',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: restoreResult } } },
    async (request) => {
      await restoreChange(ctx, request.user!, request.params.id);
      return { restored: true as const };
    },
  );
}
