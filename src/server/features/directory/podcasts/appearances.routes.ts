import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appearanceCreateBody, appearanceEditBody, appearanceParams, candidateEpisode, candidatesQuery } from '../../../../shared/api/directory/appearances';
import { idParams } from '../../../../shared/api/directory/clients';
import { pageOf } from '../../../../shared/api/paging';
import { appearance } from '../../../../shared/api/directory/podcasts';
import type { AppContext } from '../../../context';
import * as service from './appearances.service';

/**
 * Managing a client's podcast appearances (/profile/{slug}/podcasts) for whoever may manage the
 * client: Find Episodes, add, link (by client), edit and unlink (by episode: the service checks
 * the episode's client). Reading them is GET /api/clients/{id}/episodes (podcasts feature).
 */
export async function appearancesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient = { access: { manageClient: 'id' } };

  r.get(
    '/api/clients/:id/appearances/candidates',
    { config: manageClient, schema: { params: idParams, querystring: candidatesQuery, response: { 200: pageOf(candidateEpisode) } } },
    async (request) => service.findEpisodes(ctx, request.user!, request.params.id, request.query),
  );

  r.post(
    '/api/clients/:id/appearances',
    { config: manageClient, schema: { params: idParams, body: appearanceCreateBody, response: { 201: appearance } } },
    async (request, reply) => reply.status(201).send(await service.createAppearance(ctx, request.user!, request.params.id, request.body)),
  );

  r.patch(
    '/api/episodes/:id',
    { config: { access: 'authenticated' }, schema: { params: idParams, body: appearanceEditBody, response: { 200: appearance } } },
    async (request) => service.editAppearance(ctx, request.user!, request.params.id, request.body),
  );

  r.put(
    '/api/clients/:id/appearances/:episodeId',
    { config: manageClient, schema: { params: appearanceParams, response: { 200: appearance } } },
    async (request) => service.linkAppearance(ctx, request.user!, request.params.id, request.params.episodeId),
  );

  r.post(
    '/api/episodes/:id/unlink',
    { config: { access: 'authenticated' }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.unlinkAppearance(ctx, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
