import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdParams, idParams } from '../../../../shared/api/directory/clients';
import { keyFact, randomKeyFactsQuery, video, videoDetail, videoDetailQuery } from '../../../../shared/api/directory/videos';
import type { AppContext } from '../../../context';
import * as service from './videos.service';

/** Featured videos, a client's videos, one video with its key facts (of a given client, if asked), and random key facts. */
export async function videosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  r.get('/api/videos/featured', { config: open, schema: { response: { 200: z.array(video) } } }, async () =>
    service.featuredVideos(ctx),
  );

  r.get(
    '/api/videos/by-client-id/:clientId',
    { config: open, schema: { params: clientIdParams, response: { 200: z.array(video) } } },
    async (request) => service.clientVideos(ctx, request.user, request.params.clientId),
  );

  r.get(
    '/api/videos/:id',
    { config: open, schema: { params: idParams, querystring: videoDetailQuery, response: { 200: videoDetail } } },
    async (request) => service.videoDetail(ctx, request.user, request.params.id, request.query.client),
  );

  r.get(
    '/api/key-facts/random',
    { config: open, schema: { querystring: randomKeyFactsQuery, response: { 200: z.array(keyFact) } } },
    async (request) => service.randomKeyFacts(ctx, request.query.limit),
  );
}
