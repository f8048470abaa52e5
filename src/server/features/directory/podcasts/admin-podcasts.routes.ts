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
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { serveAdminRecords } from '@server/lib/serve-admin-records';
import {
  createPodcast,
  deletePodcast,
  deletePodcasts,
  editPodcast,
  listPodcasts,
  podcastCategories as categoriesInUse,
  podcastOptions,
} from './admin-podcasts.service';

/**
 * /admin/podcasts (admin and owner): every podcast with its show details and episode count, paged,
 * sorted and searched on the server; create, edit, delete (episodes included) and bulk delete;
 * plus the podcast picker's options and the category filter's choices.
 */
export async function adminPodcastsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  serveAdminRecords(app, ctx, {
    routes: { list: routes.podcasts, create: routes.createPodcast, edit: routes.editPodcast, remove: routes.deletePodcast, bulkRemove: routes.deletePodcasts },
    schemas: { query: adminPodcastsQuery, page: adminPodcastsPage, createBody: adminPodcastCreateBody, editBody: adminPodcastEditBody, record: adminPodcast },
    handlers: { list: listPodcasts, create: createPodcast, edit: editPodcast, remove: deletePodcast, bulkRemove: deletePodcasts },
  });
  serve(app, routes.podcastOptions, { config: admin, schema: { query: podcastOptionsQuery, response: podcastOptionList } }, async (request) =>
    podcastOptions(ctx.db, request.query),
  );
  serve(app, routes.podcastCategories, { config: admin, schema: { response: podcastCategories } }, async () => categoriesInUse(ctx.db));
}
