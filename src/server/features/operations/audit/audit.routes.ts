import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAuditActions, adminAuditCsvQuery, adminAuditPage, adminAuditQuery } from '../../../../shared/api/operations/admin-audit';
import { opaqueBody } from '../../../../shared/api/fields';
import type { AppContext } from '../../../context';
import * as service from './audit-log.service';

/**
 * /admin/audit (owner alone, SPEC §6): the audit log, filtered by actor, impersonated account,
 * action, target and days; the actions it holds; and the filtered log as a streamed CSV file.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/audit', { config: { access: 'owner' }, schema: { querystring: adminAuditQuery, response: { 200: adminAuditPage } } }, async (request) =>
    service.listAuditLog(ctx, request.query),
  );

  r.get('/api/admin/audit/actions', { config: { access: 'owner' }, schema: { response: { 200: adminAuditActions } } }, async () => service.listAuditActions(ctx));

  r.get('/api/admin/audit.csv', { config: { access: 'owner' }, schema: { querystring: adminAuditCsvQuery, response: { 200: opaqueBody } } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${service.auditCsvFileName()}"`)
      .header('cache-control', 'no-store')
      .send(service.auditLogCsv(ctx, request.query)),
  );
}
