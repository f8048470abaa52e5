import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { deskRoutes } from './desk/desk.routes';
import { requestsRoutes } from './requests/requests.routes';

/** The bookings domain: a host's request for a guest, the host's own link, the agency's inbox, and the desk's actions on both sides. */
export async function registerBookings(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [requestsRoutes, deskRoutes]) await routes(app, ctx);
}
