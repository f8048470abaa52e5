import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorsPage, adminErrorsQuery, clientErrorReport, ERROR_STATUSES, errorFingerprintParams, errorStatusBody } from '../../../../shared/api/operations/admin-errors';
import type { AppContext } from '../../../context';
import * as service from './admin-errors.service';

/**
 * /admin/errors (admin and owner): server and client errors grouped by fingerprint, with resolve
 * and mute; and the endpoint the error boundary reports to (anyone, rate-limited per address).
 */
export async function adminErrorsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/errors/report',
    { config: { access: 'public' }, schema: { body: clientErrorReport, response: { 202: z.object({ received: z.literal(true) }) } } },
    async (request, reply) => {
      await service.reportClientError(ctx, request.body, { ip: request.ip, user: request.user });
      return reply.status(202).send({ received: true });
    },
  );

  r.get('/api/admin/errors', { config: { access: 'admin' }, schema: { querystring: adminErrorsQuery, response: { 200: adminErrorsPage } } }, async (request) =>
    service.listErrorGroups(ctx, request.query),
  );

  r.post(
    '/api/admin/errors/:fingerprint/status',
    {
      config: { access: 'admin' },
      schema: { params: errorFingerprintParams, body: errorStatusBody, response: { 200: z.object({ fingerprint: z.string(), status: z.enum(ERROR_STATUSES) }) } },
    },
    async (request) => service.setErrorStatus(ctx, request.user!, request.params.fingerprint, request.body.status),
  );
}
