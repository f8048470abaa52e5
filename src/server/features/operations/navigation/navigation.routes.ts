import type { FastifyInstance } from 'fastify';
import { noContent } from '@shared/api/fields';
import { trackNavigationBody } from '@shared/api/frame';
import { operationsRoutes as routes } from '@shared/api/operations/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { recordNavigation } from './navigation.service';

/** POST /api/track-navigation: records a signed-in user's route change (for the activity dashboard). */
export async function navigationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  serve(
    app,
    routes.trackNavigation,
    { config: { access: 'authenticated' }, status: 204, schema: { body: trackNavigationBody, response: noContent } },
    async (request) => {
      await recordNavigation(db, request.user!, request.body);
      return null;
    },
  );
}
