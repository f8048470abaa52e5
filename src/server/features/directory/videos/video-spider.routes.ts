import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  videoSpiderImportBody,
  videoSpiderImportResult,
  videoSpiderQuota,
  videoSpiderResultsPage,
  videoSpiderResultsQuery,
  videoSpiderRunBody,
  videoSpiderRunStarted,
} from '../../../../shared/api/directory/video-spider';
import type { AppContext } from '../../../context';
import * as service from './video-spider.service';
import { createCountedYouTubeClient } from './youtube-quota';

/**
 * /admin/video-spider (admin and owner): today's YouTube quota, starting a bulk scan of chosen
 * (or all listed) clients as a background job, its results to review, and importing the chosen
 * ones. The run's progress, history and cancelling are the admin-jobs routes'.
 */
export async function videoSpiderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const spider: service.VideoSpiderContext = {
    ...ctx,
    youtube: createCountedYouTubeClient(ctx.db, ctx.config.youtube, ctx.metrics.countedFetch('youtube')),
    dailyQuota: ctx.config.youtube.dailyQuota,
    log: app.log,
  };

  r.get('/api/admin/video-spider/quota', { config: { access: 'admin' }, schema: { response: { 200: videoSpiderQuota } } }, async () =>
    service.quotaToday(spider),
  );
  r.post(
    '/api/admin/video-spider/run',
    { config: { access: 'admin' }, schema: { body: videoSpiderRunBody, response: { 202: videoSpiderRunStarted } } },
    async (request, reply) => reply.status(202).send(await service.startRun(spider, request.user!, request.body.clientIds)),
  );
  r.get(
    '/api/admin/video-spider/results',
    { config: { access: 'admin' }, schema: { querystring: videoSpiderResultsQuery, response: { 200: videoSpiderResultsPage } } },
    async (request) => service.listResults(spider, request.query),
  );
  r.post(
    '/api/admin/video-spider/import',
    { config: { access: 'admin' }, schema: { body: videoSpiderImportBody, response: { 200: videoSpiderImportResult } } },
    async (request) => service.importResults(spider, request.user!, request.body),
  );
}
