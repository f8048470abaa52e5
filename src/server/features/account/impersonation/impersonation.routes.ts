import type { FastifyInstance } from 'fastify';
import { messageResponse } from '@shared/api/account/auth';
import { accountRoutes as routes } from '@shared/api/account/route-table';
import { slugParams } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './impersonation.service';

/**
 * Admin and owner view the product as a client; the session keeps the original user. Starting or
 * ending it ends the session's live sockets, which spoke for the other identity (the page reconnects).
 */
export async function impersonationRoutes(app: FastifyInstance, { db, realtime }: AppContext): Promise<void> {
  serve(app, routes.viewAs, { config: { access: 'admin' }, schema: { params: slugParams, response: messageResponse } }, async (request) => {
    const message = await service.startImpersonation(db, request.user!, request.sessionIdHash!, request.params.slug);
    realtime.endSession(request.sessionIdHash!);
    return { message };
  });

  serve(app, routes.endViewAs, { config: { access: 'impersonating' }, schema: { response: messageResponse } }, async (request) => {
    const message = await service.endImpersonation(db, request.user!, request.sessionIdHash!);
    realtime.endSession(request.sessionIdHash!);
    return { message };
  });
}
