import type { FastifyInstance } from 'fastify';
import { runProfileSpiderBody } from '@shared/api/integrations/profile-spider';
import { integrationsRoutes as routes } from '@shared/api/integrations/route-table';
import { adminJob } from '@shared/api/jobs';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { runProfileSpider } from './profile-spider.service';

/**
 * /admin/profile-spider: start a run over every live client or chosen ones (201 with the job;
 * 409 while one runs). Progress, history and the report use the admin-jobs routes.
 */
export async function profileSpiderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.runProfileSpider,
    { config: { access: 'admin' }, status: 201, schema: { body: runProfileSpiderBody, response: adminJob } },
    async (request) => runProfileSpider(ctx, request.user!, request.body),
  );
}
