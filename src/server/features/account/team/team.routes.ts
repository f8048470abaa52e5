import type { FastifyInstance } from 'fastify';
import { idParams } from '@shared/api/fields';
import { accountRoutes as routes } from '@shared/api/account/route-table';
import { teamList } from '@shared/api/account/team';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import * as service from './team.service';

/**
 * GET /api/clients/{id}/team: the agency team assigned to the client. The route rule lets in who
 * may manage the client; the service narrows that to the guest of that client, admins and owners.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, routes.clientTeam, { config: { access: { manageClient: 'id' } }, schema: { params: idParams, response: teamList } }, async (request) =>
    service.clientTeam(ctx, request.user!, request.params.id),
  );
}
