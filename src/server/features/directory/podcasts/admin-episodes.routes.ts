import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminEpisode, adminEpisodeCreateBody, adminEpisodeEditBody, adminEpisodesPage, adminEpisodesQuery } from '../../../../shared/api/directory/admin-episodes';
import { bulkIdsBody, bulkResult } from '../../../../shared/api/admin-lists';
import { idParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './admin-episodes.service';

/**
 * /admin/episodes (admin and owner): every podcast episode with its client, paged, sorted and
 * filtered on the server; create, edit, delete and bulk delete.
 */
export async function adminEpisodesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  r.get('/api/admin/episodes', { config: admin, schema: { querystring: adminEpisodesQuery, response: { 200: adminEpisodesPage } } }, async (request) =>
    service.listEpisodes(ctx, request.query),
  );
  r.post('/api/admin/episodes', { config: admin, schema: { body: adminEpisodeCreateBody, response: { 201: adminEpisode } } }, async (request, reply) =>
    reply.status(201).send(await service.createEpisode(ctx, request.user!, request.body)),
  );
  r.patch('/api/admin/episodes/:id', { config: admin, schema: { params: idParams, body: adminEpisodeEditBody, response: { 200: adminEpisode } } }, async (request) =>
    service.editEpisode(ctx, request.user!, request.params.id, request.body),
  );
  r.delete('/api/admin/episodes/:id', { config: admin, schema: { params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.deleteEpisode(ctx, request.user!, request.params.id);
    return reply.status(204).send(null);
  });
  r.post('/api/admin/episodes/bulk-delete', { config: admin, schema: { body: bulkIdsBody, response: { 200: bulkResult } } }, async (request) =>
    service.deleteEpisodes(ctx, request.user!, request.body.ids),
  );
}
