import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import {
  adminPodcast,
  adminPodcastCreateBody,
  adminPodcastEditBody,
  adminPodcastsPage,
  adminPodcastsQuery,
  podcastCategories,
  podcastOption,
  podcastOptionsQuery,
} from '../../../../shared/api/directory/admin-podcasts';
import { idParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './admin-podcasts.service';

/**
 * /admin/podcasts (admin and owner): every podcast with its show details and episode count, paged,
 * sorted and searched on the server; create, edit, delete (episodes included) and bulk delete;
 * plus the podcast picker's options and the category filter's choices.
 */
export async function adminPodcastsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  r.get('/api/admin/podcasts', { config: admin, schema: { querystring: adminPodcastsQuery, response: { 200: adminPodcastsPage } } }, async (request) =>
    service.listPodcasts(ctx, request.query),
  );
  r.post('/api/admin/podcasts', { config: admin, schema: { body: adminPodcastCreateBody, response: { 201: adminPodcast } } }, async (request, reply) =>
    reply.status(201).send(await service.createPodcast(ctx, request.user!, request.body)),
  );
  r.patch('/api/admin/podcasts/:id', { config: admin, schema: { params: idParams, body: adminPodcastEditBody, response: { 200: adminPodcast } } }, async (request) =>
    service.editPodcast(ctx, request.user!, request.params.id, request.body),
  );
  r.delete('/api/admin/podcasts/:id', { config: admin, schema: { params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.deletePodcast(ctx, request.user!, request.params.id);
    return reply.status(204).send(null);
  });
  r.post('/api/admin/podcasts/bulk-delete', { config: admin, schema: { body: bulkIdsBody, response: { 200: bulkResult } } }, async (request) =>
    service.deletePodcasts(ctx, request.user!, request.body.ids),
  );
  r.get(
    '/api/admin/podcast-options',
    { config: admin, schema: { querystring: podcastOptionsQuery, response: { 200: z.array(podcastOption) } } },
    async (request) => service.podcastOptions(ctx.db, request.query),
  );
  r.get('/api/admin/podcast-categories', { config: admin, schema: { response: { 200: podcastCategories } } }, async () => service.podcastCategories(ctx.db));
}
