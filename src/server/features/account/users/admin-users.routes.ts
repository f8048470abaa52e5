import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersPage, adminUsersQuery, inviteUserBody, inviteUserResponse, updateUserBody, userActionResponse, userIdParams } from '../../../../shared/api/account/admin-users';
import type { AppContext } from '../../../context';
import { linkBaseUrl } from '../../../lib/public-url';
import * as service from './admin-users.service';

/**
 * /admin/users (admin and owner): list and search accounts; invite one (an activation email);
 * resend an invitation; send a reset link; change name, role and client; deactivate and
 * reactivate. The service holds the rank rules (owners by owners only; never the last owner).
 */
export async function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const site = (request: FastifyRequest) => ({ baseUrl: linkBaseUrl(request, ctx.config, request.log) });
  const action = { config: { access: 'admin' as const }, schema: { params: userIdParams, response: { 200: userActionResponse } } };

  r.get('/api/admin/users', { config: { access: 'admin' }, schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage } } }, async (request) =>
    service.listUsers(ctx, request.query),
  );

  r.post('/api/admin/users', { config: { access: 'admin' }, schema: { body: inviteUserBody, response: { 201: inviteUserResponse } } }, async (request, reply) => {
    const answer = await service.inviteUser(ctx, request.user!, request.body, site(request));
    return reply.status(201).send(answer);
  });

  r.patch('/api/admin/users/:id', { config: { access: 'admin' }, schema: { params: userIdParams, body: updateUserBody, response: { 200: userActionResponse } } }, async (request) =>
    service.updateUser(ctx, request.user!, request.params.id, request.body),
  );

  r.post('/api/admin/users/:id/resend-invitation', action, async (request) => service.resendInvitation(ctx, request.user!, request.params.id, site(request)));
  r.post('/api/admin/users/:id/send-reset', action, async (request) => service.sendUserResetLink(ctx, request.user!, request.params.id, site(request)));
  r.post('/api/admin/users/:id/deactivate', action, async (request) => service.setUserActive(ctx, request.user!, request.params.id, false));
  r.post('/api/admin/users/:id/reactivate', action, async (request) => service.setUserActive(ctx, request.user!, request.params.id, true));
}
