import type { FastifyInstance } from 'fastify';
import {
  adminPodcast,
  adminPodcastCreateBody,
  adminPodcastEditBody,
  adminPodcastsPage,
  adminPodcastsQuery,
  podcastCategories,
  podcastOptionList,
  podcastOptionsQuery,
} from '@shared/api/directory/podcasts/admin-podcasts';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import { idParams } from '@shared/api/fields';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveBulk } from '@server/lib/serve-bulk';
import * as service from './admin-podcasts.service';

/**
 * /admin/podcasts (admin and owner): every podcast with its show details and episode count, paged,
 * sorted and searched on the server; create, edit, delete (episodes included) and bulk delete;
 * plus the podcast picker's options and the category filter's choices.
 */
export async function adminPodcastsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serve(app, routes.podcasts, { config: admin, schema: { query: adminPodcastsQuery, response: adminPodcastsPage } }, async (request) =>
    service.listPodcasts(ctx, request.query),
  );
  serve(app, routes.createPodcast, { config: admin, status: 201, schema: { body: adminPodcastCreateBody, response: adminPodcast } }, async (request) =>
    service.createPodcast(ctx, request.user!, request.body),
  );
  serve(app, routes.editPodcast, { config: admin, schema: { params: idParams, body: adminPodcastEditBody, response: adminPodcast } }, async (request) =>
    service.editPodcast(ctx, request.user!, request.params.id, request.body),
  );
  serve(app, routes.deletePodcast, { config: admin, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.deletePodcast(ctx, request.user!, request.params.id);
    return null;
  });
  serveBulk(app, routes.deletePodcasts, (user, ids) => service.deletePodcasts(ctx, user, ids));
  serve(app, routes.podcastOptions, { config: admin, schema: { query: podcastOptionsQuery, response: podcastOptionList } }, async (request) =>
    service.podcastOptions(ctx.db, request.query),
  );
  serve(app, routes.podcastCategories, { config: admin, schema: { response: podcastCategories } }, async () => service.podcastCategories(ctx.db));
}
