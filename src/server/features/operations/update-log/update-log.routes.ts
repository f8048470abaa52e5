import type { FastifyInstance } from 'fastify';
import { idParams } from '@shared/api/fields';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import { restoreResult, updateLogFields, updateLogPage, updateLogQuery } from '@shared/api/operations/update-log';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { restoreChange } from './restore-change';
import * as service from './update-log.service';

/**
 * /admin/update-log (admin and owner): every logged content change, newest first, filtered on the
 * server; the fields it holds; and "Restore this version" of one change.
 */
export async function updateLogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.updateLog, { config: admin, schema: { query: updateLogQuery, response: updateLogPage } }, async (request) =>
    service.listChanges(ctx, request.query),
  );
  serve(app, routes.updateLogFields, { config: admin, schema: { response: updateLogFields } }, async () => service.listFields(ctx));
  serve(app, routes.restoreChange, { config: admin, schema: { params: idParams, response: restoreResult } }, async (request) => {
    await restoreChange(ctx, request.user!, request.params.id);
    return { restored: true as const };
  });
}
