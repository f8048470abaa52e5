import type { FastifyInstance } from 'fastify';
import {
  adminEpisode,
  adminEpisodeCreateBody,
  adminEpisodeEditBody,
  adminEpisodesPage,
  adminEpisodesQuery,
} from '@shared/api/directory/podcasts/admin-episodes';
import { directoryAdminRoutes as routes } from '@shared/api/directory/admin-route-table';
import type { AppContext } from '@server/context';
import { serveAdminRecords } from '@server/lib/serve-admin-records';
import { createEpisode, deleteEpisode, deleteEpisodes, editEpisode, listEpisodes } from './admin-episodes.service';

/**
 * /admin/episodes (admin and owner): every podcast episode with its client, paged, sorted and
 * filtered on the server; create, edit, delete and bulk delete.
 */
export async function adminEpisodesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serveAdminRecords(app, ctx, {
    routes: { list: routes.episodes, create: routes.createEpisode, edit: routes.editEpisode, remove: routes.deleteEpisode, bulkRemove: routes.deleteEpisodes },
    schemas: { query: adminEpisodesQuery, page: adminEpisodesPage, createBody: adminEpisodeCreateBody, editBody: adminEpisodeEditBody, record: adminEpisode },
    handlers: { list: listEpisodes, create: createEpisode, edit: editEpisode, remove: deleteEpisode, bulkRemove: deleteEpisodes },
  });
}
