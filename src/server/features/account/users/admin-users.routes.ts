import type { FastifyInstance } from 'fastify';
import {
  adminUsersPage,
  adminUsersQuery,
  inviteUserBody,
  inviteUserResponse,
  updateUserBody,
  userActionResponse,
  userIdParams,
} from '@shared/api/account/users';
import { accountAdminRoutes as routes } from '@shared/api/account/admin-route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import * as service from './admin-users.service';

/**
 * /admin/users (admin and owner): list and search accounts; invite one (an activation email);
 * resend an invitation; send a reset link; change name, role and client; deactivate and
 * reactivate. The service holds the rank rules (owners by owners only; never the last owner).
 */
export async function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { access: 'admin' as const };
  const action = { config: admin, schema: { params: userIdParams, response: userActionResponse } };

  serve(app, routes.users, { config: admin, schema: { query: adminUsersQuery, response: adminUsersPage } }, async (request) =>
    service.listUsers(ctx, request.query),
  );

  serve(app, routes.inviteUser, { config: admin, status: 201, schema: { body: inviteUserBody, response: inviteUserResponse } }, async (request) =>
    service.inviteUser(ctx, request.user!, request.body, siteOf(ctx, request)),
  );

  serve(app, routes.updateUser, { config: admin, schema: { params: userIdParams, body: updateUserBody, response: userActionResponse } }, async (request) =>
    service.updateUser(ctx, request.user!, request.params.id, request.body),
  );

  serve(app, routes.resendInvitation, action, async (request) => service.resendInvitation(ctx, request.user!, request.params.id, siteOf(ctx, request)));
  serve(app, routes.sendReset, action, async (request) => service.sendUserResetLink(ctx, request.user!, request.params.id, siteOf(ctx, request)));
  serve(app, routes.deactivate, action, async (request) => service.setUserActive(ctx, request.user!, request.params.id, false));
  serve(app, routes.reactivate, action, async (request) => service.setUserActive(ctx, request.user!, request.params.id, true));
}
