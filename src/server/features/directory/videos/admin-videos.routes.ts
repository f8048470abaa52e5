import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import { adminVideo, adminVideoEditBody, adminVideosPage, adminVideosQuery } from '../../../../shared/api/directory/admin-videos';
import { idParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './admin-videos.service';

/**
 * /admin/videos (admin and owner): every client's videos, paged, filtered, sorted and searched on
 * the server; bulk approve and disapprove; and an edit of title, description, keywords and featured.
 */
export async function adminVideosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/videos',
    { config: { access: 'admin' }, schema: { querystring: adminVideosQuery, response: { 200: adminVideosPage } } },
    async (request) => service.listVideos(ctx, request.query),
  );
  for (const action of ['approve', 'disapprove'] as const) {
    r.post(
      `/api/admin/videos/bulk-${action}`,
      { config: { access: 'admin' }, schema: { body: bulkIdsBody, response: { 200: bulkResult } } },
      async (request) => service.setApprovals(ctx, request.user!, request.body.ids, action),
    );
  }
  r.patch(
    '/api/admin/videos/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: adminVideoEditBody, response: { 200: adminVideo } } },
    async (request) => service.editVideo(ctx, request.user!, request.params.id, request.body),
  );
  r.delete('/api/admin/videos/:id', { config: { access: 'admin' }, schema: { params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.deleteVideo(ctx, request.user!, request.params.id);
    return reply.status(204).send(null);
  });
}
