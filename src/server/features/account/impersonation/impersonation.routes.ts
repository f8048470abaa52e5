import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../shared/api/account/auth';
import { slugParams } from '../../../../shared/api/directory/clients';
import type { AppContext } from '../../../context';
import * as service from './impersonation.service';

/**
 * Admin and owner view the product as a client; the session keeps the original user. Starting or
 * ending it ends the session's live sockets, which spoke for the other identity (the page reconnects).
 */
export async function impersonationRoutes(app: FastifyInstance, { db, realtime }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/impersonate/client/:slug',
    { config: { access: 'admin' }, schema: { params: slugParams, response: { 200: messageResponse } } },
    async (request) => {
      const message = await service.startImpersonation(db, request.user!, request.sessionIdHash!, request.params.slug);
      realtime.endSession(request.sessionIdHash!);
      return { message };
    },
  );

  r.post(
    '/api/end-impersonation',
    { config: { access: 'impersonating' }, schema: { response: { 200: messageResponse } } },
    async (request) => {
      const message = await service.endImpersonation(db, request.user!, request.sessionIdHash!);
      realtime.endSession(request.sessionIdHash!);
      return { message };
    },
  );
}
