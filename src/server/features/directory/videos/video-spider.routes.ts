import type { FastifyInstance } from 'fastify';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import {
  videoSpiderImportBody,
  videoSpiderImportResult,
  videoSpiderQuota,
  videoSpiderResultsPage,
  videoSpiderResultsQuery,
  videoSpiderRunBody,
  videoSpiderRunStarted,
} from '@shared/api/directory/videos/video-spider';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './video-spider.service';
import { createCountedYouTubeClient } from './youtube-quota';

/**
 * /admin/video-spider (admin and owner): today's YouTube quota, starting a bulk scan of chosen
 * (or all listed) clients as a background job, its results to review, and importing the chosen
 * ones. The run's progress, history and cancelling are the admin-jobs routes'.
 */
export async function videoSpiderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const spider: service.VideoSpiderContext = {
    ...ctx,
    youtube: createCountedYouTubeClient(ctx.db, ctx.config.youtube, ctx.metrics.countedFetch('youtube')),
    dailyQuota: ctx.config.youtube.dailyQuota,
    log: app.log,
  };
  const admin = { access: 'admin' as const };

  serve(app, routes.spiderQuota, { config: admin, schema: { response: videoSpiderQuota } }, async () => service.quotaToday(spider));
  serve(app, routes.runSpider, { config: admin, status: 202, schema: { body: videoSpiderRunBody, response: videoSpiderRunStarted } }, async (request) =>
    service.startRun(spider, request.user!, request.body.clientIds),
  );
  serve(app, routes.spiderResults, { config: admin, schema: { query: videoSpiderResultsQuery, response: videoSpiderResultsPage } }, async (request) =>
    service.listResults(spider, request.query),
  );
  serve(app, routes.importSpiderResults, { config: admin, schema: { body: videoSpiderImportBody, response: videoSpiderImportResult } }, async (request) =>
    service.importResults(spider, request.user!, request.body),
  );
}
