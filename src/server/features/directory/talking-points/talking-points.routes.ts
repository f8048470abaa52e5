import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, talkingPoint } from '../../../../shared/api/directory/clients';
import { talkingPointBody, talkingPointOrderBody } from '../../../../shared/api/directory/talking-points';
import type { AppContext } from '../../../context';
import * as service from './talking-points.service';

/**
 * Managing a client's talking points (create, edit, reorder, delete). The route rules let in who
 * may manage the client; the service narrows that to SPEC §6's talking-point managers (not team).
 * Reading them is GET /api/clients/{id}/talking-points (clients feature).
 */
export async function talkingPointsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manageClient = { access: { manageClient: 'id' } };

  r.post(
    '/api/clients/:id/talking-points',
    { config: manageClient, schema: { params: idParams, body: talkingPointBody, response: { 201: talkingPoint } } },
    async (request, reply) => reply.status(201).send(await service.createTalkingPoint(ctx, request.user!, request.params.id, request.body)),
  );

  r.put(
    '/api/clients/:id/talking-points/order',
    { config: manageClient, schema: { params: idParams, body: talkingPointOrderBody, response: { 200: z.array(talkingPoint) } } },
    async (request) => service.reorderTalkingPoints(ctx, request.user!, request.params.id, request.body.ids),
  );

  r.patch(
    '/api/talking-points/:id',
    { config: { access: 'authenticated' }, schema: { params: idParams, body: talkingPointBody, response: { 200: talkingPoint } } },
    async (request) => service.updateTalkingPoint(ctx, request.user!, request.params.id, request.body),
  );

  r.delete(
    '/api/talking-points/:id',
    { config: { access: 'authenticated' }, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteTalkingPoint(ctx, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
