import type { FastifyInstance } from 'fastify';
import { appearanceCreateBody, appearanceEditBody, appearanceParams, candidatePage, candidatesQuery } from '@shared/api/directory/appearances/appearances';
import { idParams } from '@shared/api/fields';
import { appearance } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './appearances.service';

/**
 * Managing a client's podcast appearances (/profile/{slug}/podcasts) for whoever may manage the
 * client: Find Episodes, add, link (by client), edit and unlink (by episode: the service checks
 * the episode's client). Reading them is GET /api/clients/{id}/episodes (podcasts feature).
 */
export async function appearancesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient = { access: { manageClient: 'id' } };
  const signedIn = { access: 'authenticated' as const };

  serve(
    app,
    routes.episodeCandidates,
    { config: manageClient, schema: { params: idParams, query: candidatesQuery, response: candidatePage } },
    async (request) => service.findEpisodes(ctx, request.user!, request.params.id, request.query),
  );

  serve(
    app,
    routes.createAppearance,
    { config: manageClient, status: 201, schema: { params: idParams, body: appearanceCreateBody, response: appearance } },
    async (request) => service.createAppearance(ctx, request.user!, request.params.id, request.body),
  );

  serve(app, routes.editAppearance, { config: signedIn, schema: { params: idParams, body: appearanceEditBody, response: appearance } }, async (request) =>
    service.editAppearance(ctx, request.user!, request.params.id, request.body),
  );

  serve(app, routes.linkAppearance, { config: manageClient, schema: { params: appearanceParams, response: appearance } }, async (request) =>
    service.linkAppearance(ctx, request.user!, request.params.id, request.params.episodeId),
  );

  serve(app, routes.unlinkAppearance, { config: signedIn, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.unlinkAppearance(ctx, request.user!, request.params.id);
    return null;
  });
}
