import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientCard,
  clientDetail,
  clientIdParams,
  clientListQuery,
  clientSearchQuery,
  clientSlugResponse,
  featureBody,
  featureResponse,
  idParams,
  keyword,
  mediaImage,
  slugParams,
  talkingPoint,
  topic,
} from '../../../../shared/api/directory/clients';
import { opaqueBody } from '../../../../shared/api/fields';
import { pageOf } from '../../../../shared/api/paging';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import type { CostlyLimiter } from '../../../plugins/rate-limits';
import * as service from './clients.service';

/** Public profile reads, search, and the admin featured toggle. */
export async function clientsRoutes(app: FastifyInstance, ctx: AppContext, costly: CostlyLimiter): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: 'public' as const };

  r.get('/api/clients/featured', { config: open, schema: { response: { 200: z.array(clientCard) } } }, async () =>
    service.featuredClients(ctx),
  );

  r.get(
    '/api/clients',
    { config: open, schema: { querystring: clientListQuery, response: { 200: pageOf(clientCard) } } },
    async (request) => service.listClients(ctx, request.query),
  );

  r.get('/api/clients/categories', { config: open, schema: { response: { 200: z.array(z.string()) } } }, async () =>
    service.listCategories(ctx),
  );

  r.get(
    '/api/clients/search',
    { config: open, schema: { querystring: clientSearchQuery, response: { 200: pageOf(clientCard) } } },
    async (request) => service.searchClients(ctx, request.query, () => costly.search(request)),
  );

  r.get(
    '/api/clients/by-id/:clientId',
    { config: open, schema: { params: clientIdParams, response: { 200: clientSlugResponse } } },
    async (request) => {
      const { id, slug } = await service.requireVisibleClient(ctx, request.params.clientId, request.user);
      return { id, slug };
    },
  );

  r.get(
    '/api/clients/:id/keywords',
    { config: open, schema: { params: idParams, response: { 200: z.array(keyword) } } },
    async (request) => service.profileKeywords(ctx, request.params.id, request.user),
  );

  r.get(
    '/api/clients/:id/talking-points',
    { config: open, schema: { params: idParams, response: { 200: z.array(talkingPoint) } } },
    async (request) => service.talkingPoints(ctx, request.params.id, request.user),
  );

  r.get(
    '/api/clients/:id/video-keywords',
    { config: open, schema: { params: idParams, response: { 200: z.array(topic) } } },
    async (request) => service.videoTopics(ctx, request.params.id, request.user),
  );

  r.get(
    '/api/clients/:id/media-images',
    { config: open, schema: { params: idParams, response: { 200: z.array(mediaImage) } } },
    async (request) => service.mediaImagesOf(ctx, request.params.id, request.user),
  );

  r.patch(
    '/api/clients/:id/feature',
    { config: { access: 'admin' }, schema: { params: idParams, body: featureBody, response: { 200: featureResponse } } },
    async (request) => service.setFeatured(ctx, request.user!, request.params.id, request.body.featured),
  );

  // The profile goes out as the JSON text the service serialized once, when it read it into the cache: not
  // serialized or checked again per request. Declared on the untyped app (a string is not a ClientDetail);
  // its documented answer stays clientDetail.
  // a renamed profile's old slug answers 301 to its current address
  app.get<{ Params: z.infer<typeof slugParams> }>(
    '/api/clients/:slug',
    { config: open, schema: { params: slugParams, response: { 200: clientDetail, 301: opaqueBody } } },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return reply.type('application/json; charset=utf-8').send(await service.getProfileJson(ctx, slug, request.user));
      } catch (error) {
        const moved = error instanceof AppError && error.statusCode === 404 ? await service.movedSlug(ctx, slug) : undefined;
        if (moved === undefined) throw error;
        return reply.redirect(`/api/clients/${encodeURIComponent(moved)}`, 301);
      }
    },
  );
}
