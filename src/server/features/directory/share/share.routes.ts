import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParams } from '../../../../shared/api/directory/clients';
import { opaqueBody, text } from '../../../../shared/api/fields';
import type { AppContext } from '../../../context';
import { COSTLY_LIMIT } from '../../../plugins/rate-limits';
import * as service from './share.service';

const avatarQuery = z.object({ name: text().trim().min(1).max(120) });

/** The generated initials avatar (no third-party avatar service) and the 800×800 share image. */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/avatar', { config: { access: 'public' }, schema: { querystring: avatarQuery, response: { 200: opaqueBody } } }, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(service.avatarSvg(request.query.name)),
  );

  r.get(
    '/api/clients/:slug/share-image',
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: slugParams, response: { 200: opaqueBody } } },
    async (request, reply) => {
      const jpeg = await service.shareImageJpeg(ctx, request.params.slug);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
    },
  );
}
