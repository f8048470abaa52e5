import type { FastifyInstance } from 'fastify';
import { digestSettings } from '@shared/api/messaging/message-digest';
import { messagingRoutes as routes } from '@shared/api/messaging/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './message-digest.service';

/** The signed-in user's unread-message digest settings (their own account, also while viewing as a client). */
export async function messageDigestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { access: 'authenticated' as const };

  serve(app, routes.digestSettings, { config: signedIn, schema: { response: digestSettings } }, async (request) => service.digestSettings(ctx, request.user!));

  serve(app, routes.saveDigestSettings, { config: signedIn, schema: { body: digestSettings, response: digestSettings } }, async (request) =>
    service.updateDigestSettings(ctx, request.user!, request.body),
  );
}
