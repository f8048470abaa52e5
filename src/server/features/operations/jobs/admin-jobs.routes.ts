import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJob, adminJobParams, adminJobsPage, adminJobsQuery, jobFindingsPage, jobFindingsQuery } from '../../../../shared/api/operations/admin-jobs';
import { opaqueBody } from '../../../../shared/api/fields';
import type { AppContext } from '../../../context';
import { eventStreamsOf } from '../../../lib/event-stream-reply';
import * as service from './admin-jobs.service';
import { jobEventStream } from '../../../jobs/job-events';

/**
 * Background jobs of the admin console (spiders, auto-delete): their history, one job, its
 * findings, cancelling, and a live progress stream (Server-Sent Events). Jobs are started by their features.
 */
export async function adminJobsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const streams = eventStreamsOf(app);

  r.get('/api/admin/jobs', { config: { access: 'admin' }, schema: { querystring: adminJobsQuery, response: { 200: adminJobsPage } } }, async (request) =>
    service.listJobs(ctx, request.user!, request.query),
  );
  r.get('/api/admin/jobs/:id', { config: { access: 'admin' }, schema: { params: adminJobParams, response: { 200: adminJob } } }, async (request) =>
    service.getJob(ctx, request.user!, request.params.id),
  );
  r.post('/api/admin/jobs/:id/cancel', { config: { access: 'admin' }, schema: { params: adminJobParams, response: { 200: adminJob } } }, async (request) =>
    service.cancelJob(ctx, request.user!, request.params.id),
  );
  r.get(
    '/api/admin/jobs/:id/findings',
    { config: { access: 'admin' }, schema: { params: adminJobParams, querystring: jobFindingsQuery, response: { 200: jobFindingsPage } } },
    async (request) => service.listFindings(ctx, request.user!, request.params.id, request.query),
  );
  r.get(
    '/api/admin/jobs/:id/events',
    // text/event-stream: compressing would hold events back in the compressor's buffer
    { config: { access: 'admin' }, compress: false, schema: { params: adminJobParams, response: { 200: opaqueBody } } },
    async (request, reply) => {
      const job = await service.getJob(ctx, request.user!, request.params.id);
      return streams.send(request, reply, () => jobEventStream(ctx, job));
    },
  );
}
