import type { FastifyInstance } from 'fastify';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { adminVideo, adminVideoEditBody, adminVideosPage, adminVideosQuery } from '@shared/api/directory/videos/admin-videos';
import { idParams } from '@shared/api/fields';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-videos.service';

/**
 * /admin/videos (admin and owner): every client's videos, paged, filtered, sorted and searched on
 * the server; bulk approve and disapprove; and an edit of title, description, keywords and featured.
 */
export async function adminVideosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.videos, { config: admin, schema: { query: adminVideosQuery, response: adminVideosPage } }, async (request) =>
    service.listVideos(ctx, request.query),
  );
  for (const action of ['approve', 'disapprove'] as const) {
    serveBulk(app, routes.bulkVideos[action], (user, ids) => service.setApprovals(ctx, user, ids, action));
  }
  serve(app, routes.editVideo, { config: admin, schema: { params: idParams, body: adminVideoEditBody, response: adminVideo } }, async (request) =>
    service.editVideo(ctx, request.user!, request.params.id, request.body),
  );
  serve(app, routes.deleteVideo, { config: admin, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.deleteVideo(ctx, request.user!, request.params.id);
    return null;
  });
}
