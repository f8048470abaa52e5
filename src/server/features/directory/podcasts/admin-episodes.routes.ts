import type { FastifyInstance } from 'fastify';
import {
  adminEpisode,
  adminEpisodeCreateBody,
  adminEpisodeEditBody,
  adminEpisodesPage,
  adminEpisodesQuery,
} from '@shared/api/directory/podcasts/admin-episodes';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { idParams } from '@shared/api/fields';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-episodes.service';

/**
 * /admin/episodes (admin and owner): every podcast episode with its client, paged, sorted and
 * filtered on the server; create, edit, delete and bulk delete.
 */
export async function adminEpisodesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.episodes, { config: admin, schema: { query: adminEpisodesQuery, response: adminEpisodesPage } }, async (request) =>
    service.listEpisodes(ctx, request.query),
  );
  serve(app, routes.createEpisode, { config: admin, status: 201, schema: { body: adminEpisodeCreateBody, response: adminEpisode } }, async (request) =>
    service.createEpisode(ctx, request.user!, request.body),
  );
  serve(app, routes.editEpisode, { config: admin, schema: { params: idParams, body: adminEpisodeEditBody, response: adminEpisode } }, async (request) =>
    service.editEpisode(ctx, request.user!, request.params.id, request.body),
  );
  serve(app, routes.deleteEpisode, { config: admin, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.deleteEpisode(ctx, request.user!, request.params.id);
    return null;
  });
  serveBulk(app, routes.deleteEpisodes, (user, ids) => service.deleteEpisodes(ctx, user, ids));
}
