import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackNavigationBody } from '../../../shared/api/admin';
import type { AppContext } from '../../context';
import { navigationEvents } from '../../db/schema';

/** POST /api/track-navigation: records a signed-in user's route change (for the activity dashboard). */
export async function navigationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/track-navigation',
    { config: { access: 'authenticated' }, schema: { body: trackNavigationBody } },
    async (request, reply) => {
      const user = request.user!;
      await db.insert(navigationEvents).values({
        userId: user.originalUser?.id ?? user.id,
        path: request.body.path,
        visitedAt: new Date(request.body.timestamp),
      });
      return reply.status(204).send();
    },
  );
}
