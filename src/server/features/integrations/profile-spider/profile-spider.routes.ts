import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminJob } from '../../../../shared/api/operations/admin-jobs';
import { runProfileSpiderBody } from '../../../../shared/api/integrations/profile-spider';
import type { AppContext } from '../../../context';
import { runProfileSpider } from './profile-spider.service';

/**
 * /admin/profile-spider: start a run over every live client or chosen ones (201 with the job;
 * 409 while one runs). Progress, history and the report use the admin-jobs routes.
 */
export async function profileSpiderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/profile-spider/run',
    { config: { access: 'admin' }, schema: { body: runProfileSpiderBody, response: { 201: adminJob } } },
    async (request, reply) => reply.code(201).send(await runProfileSpider(ctx, request.user!, request.body)),
  );
}
