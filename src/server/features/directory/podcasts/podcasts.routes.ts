import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../shared/api/directory/clients';
import { pageOf } from '../../../../shared/api/paging';
import { appearance, podcastListQuery, podcastWithEpisodes } from '../../../../shared/api/directory/podcasts';
import type { AppContext } from '../../../context';
import * as service from './podcasts.service';

/** GET /api/podcasts (every podcast with its episodes and guests, searchable) and a client's appearances. */
export async function podcastsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clients/:id/episodes',
    { config: { access: 'public' }, schema: { params: idParams, response: { 200: z.array(appearance) } } },
    async (request) => service.clientAppearances(ctx, request.params.id, request.user),
  );

  r.get(
    '/api/podcasts',
    { config: { access: 'public' }, schema: { querystring: podcastListQuery, response: { 200: pageOf(podcastWithEpisodes) } } },
    async (request) => service.listPodcasts(ctx, request.query),
  );
}
