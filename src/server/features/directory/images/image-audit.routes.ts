import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { imageAuditPage, imageAuditQuery, imageAuditStats } from '@shared/api/directory/images/image-audit';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './image-audit.service';

/**
 * /admin/image-auditor (admin and owner): live clients per photo state (present, missing, broken,
 * low resolution, not square), and the paged list filtered by state and searched by name. The
 * retrievals it calls are in the integrations domain (image-audit-retrieval), through the Airtable sync.
 */
export async function imageAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };

  serve(app, routes.imageAuditStats, { config: admin, schema: { response: imageAuditStats } }, async () => service.auditStats(ctx));

  serve(app, routes.imageAudit, { config: admin, schema: { query: imageAuditQuery, response: imageAuditPage } }, async (request) =>
    service.listAuditedClients(ctx, request.query),
  );
}
