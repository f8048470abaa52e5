import type { FastifyInstance } from 'fastify';
import { talkingPoint, talkingPointList } from '@shared/api/directory/clients/clients';
import { idParams } from '@shared/api/fields';
import { directoryRoutes as routes } from '@shared/api/directory/route-table';
import { talkingPointBody, talkingPointOrderBody } from '@shared/api/directory/talking-points/talking-points';
import { noContent } from '@shared/api/fields';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './talking-points.service';

/**
 * Managing a client's talking points (create, edit, reorder, delete). The route rules let in who
 * may manage the client; the service narrows that to admins, owners and the client's guest (not team).
 * Reading them is GET /api/clients/{id}/talking-points (clients feature).
 */
export async function talkingPointsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const manageClient = { access: { manageClient: 'id' } };
  const signedIn = { access: 'authenticated' as const };

  serve(
    app,
    routes.createTalkingPoint,
    { config: manageClient, status: 201, schema: { params: idParams, body: talkingPointBody, response: talkingPoint } },
    async (request) => service.createTalkingPoint(ctx, request.user!, request.params.id, request.body),
  );

  serve(
    app,
    routes.reorderTalkingPoints,
    { config: manageClient, schema: { params: idParams, body: talkingPointOrderBody, response: talkingPointList } },
    async (request) => service.reorderTalkingPoints(ctx, request.user!, request.params.id, request.body.ids),
  );

  serve(app, routes.editTalkingPoint, { config: signedIn, schema: { params: idParams, body: talkingPointBody, response: talkingPoint } }, async (request) =>
    service.updateTalkingPoint(ctx, request.user!, request.params.id, request.body),
  );

  serve(app, routes.deleteTalkingPoint, { config: signedIn, status: 204, schema: { params: idParams, response: noContent } }, async (request) => {
    await service.deleteTalkingPoint(ctx, request.user!, request.params.id);
    return null;
  });
}
