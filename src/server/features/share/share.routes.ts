import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParams } from '../../../shared/api/clients';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findClientBySlug } from '../clients/clients.repo';
import { initialsAvatarSvg } from './initials-avatar';
import { squarePhotoJpeg } from './profile-photo';

const avatarQuery = z.object({ name: z.string().trim().min(1).max(120) });

/** The generated initials avatar (no third-party avatar service) and the 800×800 share image. */
export async function shareRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/avatar', { config: { access: 'public' }, schema: { querystring: avatarQuery } }, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(initialsAvatarSvg(request.query.name)),
  );

  r.get(
    '/api/clients/:slug/share-image',
    { config: { access: 'public' }, schema: { params: slugParams } },
    async (request, reply) => {
      const client = await findClientBySlug(db, request.params.slug);
      if (!client) throw notFound('Client not found');
      const jpeg = await squarePhotoJpeg(config.dataDir, client, 800);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
    },
  );
}
