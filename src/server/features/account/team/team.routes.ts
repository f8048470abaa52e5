import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../../shared/api/directory/clients';
import { teamList } from '../../../../shared/api/account/team';
import type { AppContext } from '../../../context';
import * as service from './team.service';

/**
 * GET /api/clients/{id}/team: the agency team assigned to the client. The route rule lets in who
 * may manage the client; the service narrows that to the guest of that client, admins and owners.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/clients/:id/team',
    { config: { access: { manageClient: 'id' } }, schema: { params: idParams, response: { 200: teamList } } },
    async (request) => service.clientTeam(ctx, request.user!, request.params.id),
  );
}
