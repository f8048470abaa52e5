import type { FastifyInstance } from 'fastify';
import {
  categoryList,
  clientCardList,
  clientCardPage,
  clientDetail,
  clientListQuery,
  clientSearchQuery,
  clientSlugResponse,
  featureBody,
  featureResponse,
  keywordList,
  mediaImageList,
  talkingPointList,
  topicList,
} from '@shared/api/directory/clients/clients';
import { clientIdParams, idParams, slugParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { opaqueBody } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { AppError } from '@server/lib/errors';
import { serve } from '@server/lib/serve';
import type { CostlyLimiter } from '@server/plugins/rate-limits';
import * as service from './clients.service';

/** Public profile reads, search, and the admin featured toggle. */
export async function clientsRoutes(app: FastifyInstance, ctx: AppContext, costly: CostlyLimiter): Promise<void> {
  const open = { access: 'public' as const };

  serve(app, routes.featuredClients, { config: open, schema: { response: clientCardList } }, async () => service.featuredClients(ctx));

  serve(app, routes.listClients, { config: open, schema: { query: clientListQuery, response: clientCardPage } }, async (request) =>
    service.listClients(ctx, request.query),
  );

  serve(app, routes.categories, { config: open, schema: { response: categoryList } }, async () => service.listCategories(ctx));

  serve(app, routes.searchClients, { config: open, schema: { query: clientSearchQuery, response: clientCardPage } }, async (request) =>
    service.searchClients(ctx, request.query, () => costly.search(request)),
  );

  serve(app, routes.clientSlug, { config: open, schema: { params: clientIdParams, response: clientSlugResponse } }, async (request) => {
    const { id, slug } = await service.requireVisibleClient(ctx, request.params.clientId, request.user);
    return { id, slug };
  });

  serve(app, routes.profileKeywords, { config: open, schema: { params: idParams, response: keywordList } }, async (request) =>
    service.profileKeywords(ctx, request.params.id, request.user),
  );

  serve(app, routes.talkingPoints, { config: open, schema: { params: idParams, response: talkingPointList } }, async (request) =>
    service.talkingPoints(ctx, request.params.id, request.user),
  );

  serve(app, routes.videoTopics, { config: open, schema: { params: idParams, response: topicList } }, async (request) =>
    service.videoTopics(ctx, request.params.id, request.user),
  );

  serve(app, routes.mediaImages, { config: open, schema: { params: idParams, response: mediaImageList } }, async (request) =>
    service.mediaImagesOf(ctx, request.params.id, request.user),
  );

  serve(app, routes.setFeatured, { config: { access: 'admin' }, schema: { params: idParams, body: featureBody, response: featureResponse } }, async (request) =>
    service.setFeatured(ctx, request.user!, request.params.id, request.body.featured),
  );

  // The profile goes out as the JSON text the service serialized once, when it read it into the cache: not
  // serialized or checked again per request (sent through `reply`; its documented answer stays clientDetail).
  // A renamed profile's old slug answers 301 to its current address.
  serve(
    app,
    routes.profile,
    { config: open, schema: { params: slugParams, response: clientDetail }, otherStatuses: { 301: opaqueBody } },
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
