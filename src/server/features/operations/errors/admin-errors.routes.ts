import type { FastifyInstance } from 'fastify';
import { adminErrorsPage, adminErrorsQuery, errorFingerprintParams, errorStatusAnswer, errorStatusBody } from '@shared/api/operations/errors';
import { clientErrorReport, errorReportReceived } from '@shared/api/frame';
import { operationsAdminRoutes as adminRoutes } from '@shared/api/operations/admin-route-table';
import { operationsRoutes as routes } from '@shared/api/operations/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './admin-errors.service';

/**
 * /admin/errors (admin and owner): server and client errors grouped by fingerprint, with resolve
 * and mute; and the endpoint the error boundary reports to (anyone, rate-limited per address).
 */
export async function adminErrorsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.reportError,
    { config: { access: 'public' }, status: 202, schema: { body: clientErrorReport, response: errorReportReceived } },
    async (request) => {
      await service.reportClientError(ctx, request.body, { ip: request.ip, user: request.user });
      return { received: true as const };
    },
  );

  serve(app, adminRoutes.errorLog, { config: { access: 'admin' }, schema: { query: adminErrorsQuery, response: adminErrorsPage } }, async (request) =>
    service.listErrorGroups(ctx, request.query),
  );

  serve(
    app,
    adminRoutes.setErrorStatus,
    { config: { access: 'admin' }, schema: { params: errorFingerprintParams, body: errorStatusBody, response: errorStatusAnswer } },
    async (request) => service.setErrorStatus(ctx, request.user!, request.params.fingerprint, request.body.status),
  );
}
