import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { adminTalkingPointsRoutes } from './features/admin-talking-points/admin-talking-points.routes';

/** The routes of the admin console's pages (issue 11), each feature's plugin in turn. */
export const ADMIN_CONSOLE_ROUTES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [adminTalkingPointsRoutes];
