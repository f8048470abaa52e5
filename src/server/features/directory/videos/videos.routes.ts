import type { FastifyInstance } from 'fastify';
import { clientIdParams, idParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { keyFactList, randomKeyFactsQuery, videoDetail, videoDetailQuery, videoList } from '@shared/api/directory/videos/videos';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './videos.service';

/** Featured videos, a client's videos, one video with its key facts (of a given client, if asked), and random key facts. */
export async function videosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const open = { access: 'public' as const };

  serve(app, routes.featuredVideos, { config: open, schema: { response: videoList } }, async () => service.featuredVideos(ctx));

  serve(app, routes.clientVideos, { config: open, schema: { params: clientIdParams, response: videoList } }, async (request) =>
    service.clientVideos(ctx, request.user, request.params.clientId),
  );

  serve(app, routes.video, { config: open, schema: { params: idParams, query: videoDetailQuery, response: videoDetail } }, async (request) =>
    service.videoDetail(ctx, request.user, request.params.id, request.query.client),
  );

  serve(app, routes.randomKeyFacts, { config: open, schema: { query: randomKeyFactsQuery, response: keyFactList } }, async (request) =>
    service.randomKeyFacts(ctx, request.query.limit),
  );
}
