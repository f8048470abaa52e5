import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { digestSettings } from '../../../../shared/api/messaging/message-digest';
import type { AppContext } from '../../../context';
import * as service from './message-digest.service';

/** The signed-in user's unread-message digest settings (their own account, also while viewing as a client). */
export async function messageDigestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'authenticated' as const };

  r.get(
    '/api/messages/digest-settings',
    { config: signedIn, schema: { response: { 200: digestSettings } } },
    async (request) => service.digestSettings(ctx, request.user!),
  );

  r.put(
    '/api/messages/digest-settings',
    { config: signedIn, schema: { body: digestSettings, response: { 200: digestSettings } } },
    async (request) => service.updateDigestSettings(ctx, request.user!, request.body),
  );
}
