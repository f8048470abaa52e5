import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackNavigationBody } from '../../../../shared/api/operations/admin';
import type { AppContext } from '../../../context';
import { recordNavigation } from './navigation.service';

/** POST /api/track-navigation: records a signed-in user's route change (for the activity dashboard). */
export async function navigationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/track-navigation',
    { config: { access: 'authenticated' }, schema: { body: trackNavigationBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordNavigation(db, request.user!, request.body);
      return reply.status(204).send(null);
    },
  );
}
