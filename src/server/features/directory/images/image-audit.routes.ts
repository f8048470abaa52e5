import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageAuditPage, imageAuditQuery, imageAuditStats } from '../../../../shared/api/directory/image-audit';
import type { AppContext } from '../../../context';
import * as service from './image-audit.service';

/**
 * /admin/image-auditor (admin and owner): live clients per photo state (present, missing, broken,
 * low resolution, not square), and the paged list filtered by state and searched by name. The
 * retrievals it calls are image-audit-retrieval.routes.ts, through the Airtable sync.
 */
export async function imageAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/image-audit/stats', { config: { access: 'admin' }, schema: { response: { 200: imageAuditStats } } }, async () => service.auditStats(ctx));

  r.get('/api/admin/image-audit/clients', { config: { access: 'admin' }, schema: { querystring: imageAuditQuery, response: { 200: imageAuditPage } } }, async (request) =>
    service.listAuditedClients(ctx, request.query),
  );
}
