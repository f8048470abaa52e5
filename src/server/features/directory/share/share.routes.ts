import type { FastifyInstance } from 'fastify';
import { avatarQuery } from '@shared/api/directory/clients/clients';
import { slugParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { opaqueBody } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import * as service from './share.service';

/** The generated initials avatar (no third-party avatar service) and the 800×800 share image. */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.avatar, { config: { access: 'public' }, schema: { query: avatarQuery, response: opaqueBody } }, async (request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=604800, immutable').send(service.avatarSvg(request.query.name)),
  );

  serve(
    app,
    routes.shareImage,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: slugParams, response: opaqueBody } },
    async (request, reply) => {
      const jpeg = await service.shareImageJpeg(ctx, request.params.slug);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
    },
  );
}
