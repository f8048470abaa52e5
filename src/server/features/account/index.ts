import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { authRoutes } from './auth/auth.routes';
import { impersonationRoutes } from './impersonation/impersonation.routes';
import { teamRoutes } from './team/team.routes';
import { adminUsersRoutes } from './users/admin-users.routes';

/** The account domain: signing in and out, users, sessions, impersonation, a client's team, API keys. */
export async function registerAccount(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [authRoutes, impersonationRoutes, teamRoutes, adminUsersRoutes, apiKeysRoutes]) await routes(app, ctx);
}
