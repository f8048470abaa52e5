import type { FastifyInstance } from 'fastify';
import { opaqueBody } from '@shared/api/fields';
import { adminJob, adminJobParams, adminJobsPage, adminJobsQuery, jobFindingsPage, jobFindingsQuery } from '@shared/api/jobs';
import { jobRoutes as routes } from '@shared/api/jobs-route-table';
import type { AppContext } from '@server/context';
import { jobEventStream } from '@server/jobs/job-events';
import { eventStreamsOf } from '@server/lib/event-stream-reply';
import { serve } from '@server/lib/serve';
import * as service from './admin-jobs.service';

/**
 * Background jobs of the admin console (spiders, auto-delete): their history, one job, its
 * findings, cancelling, and a live progress stream (Server-Sent Events). Jobs are started by their features.
 */
export async function adminJobsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  const streams = eventStreamsOf(app);

  serve(app, routes.jobs, { config: admin, schema: { query: adminJobsQuery, response: adminJobsPage } }, async (request) =>
    service.listJobs(ctx, request.user!, request.query),
  );
  serve(app, routes.job, { config: admin, schema: { params: adminJobParams, response: adminJob } }, async (request) =>
    service.getJob(ctx, request.user!, request.params.id),
  );
  serve(app, routes.cancelJob, { config: admin, schema: { params: adminJobParams, response: adminJob } }, async (request) =>
    service.cancelJob(ctx, request.user!, request.params.id),
  );
  serve(app, routes.jobFindings, { config: admin, schema: { params: adminJobParams, query: jobFindingsQuery, response: jobFindingsPage } }, async (request) =>
    service.listFindings(ctx, request.user!, request.params.id, request.query),
  );
  serve(
    app,
    routes.jobEvents,
    // text/event-stream: compressing would hold events back in the compressor's buffer
    { config: admin, compress: false, schema: { params: adminJobParams, response: opaqueBody } },
    async (request, reply) => {
      const job = await service.getJob(ctx, request.user!, request.params.id);
      return streams.send(request, reply, () => jobEventStream(ctx, job));
    },
  );
}
