import type { FastifyInstance } from 'fastify';
import { opaqueBody } from '@shared/api/fields';
import { adminAuditActions, adminAuditCsvQuery, adminAuditPage, adminAuditQuery } from '@shared/api/operations/audit';
import { operationsAdminRoutes as routes } from '@shared/api/operations/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './audit-log.service';

/**
 * /admin/audit (owner alone): the audit log, filtered by actor, impersonated account,
 * action, target and days; the actions it holds; and the filtered log as a streamed CSV file.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const owner = { access: 'owner' as const };

  serve(app, routes.auditLog, { config: owner, schema: { query: adminAuditQuery, response: adminAuditPage } }, async (request) =>
    service.listAuditLog(ctx, request.query),
  );

  serve(app, routes.auditActions, { config: owner, schema: { response: adminAuditActions } }, async () => service.listAuditActions(ctx));

  serve(app, routes.auditCsv, { config: owner, schema: { query: adminAuditCsvQuery, response: opaqueBody } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${service.auditCsvFileName()}"`)
      .header('cache-control', 'no-store')
      .send(service.auditLogCsv(ctx, request.query)),
  );
}
