import type { FastifyInstance } from 'fastify';
import { idParams } from '@shared/api/fields';
import { appearancePage, appearancePageQuery, podcastListQuery, podcastPage } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './podcasts.service';

/** GET /api/podcasts (every podcast with its episodes and guests, searchable) and a client's appearances, a page at a time. */
export async function podcastsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.clientEpisodes,
    { config: { access: 'public' }, schema: { params: idParams, query: appearancePageQuery, response: appearancePage } },
    async (request) => service.clientAppearances(ctx, request.params.id, request.user, request.query),
  );

  serve(app, routes.podcasts, { config: { access: 'public' }, schema: { query: podcastListQuery, response: podcastPage } }, async (request) =>
    service.listPodcasts(ctx, request.query),
  );
}
