import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestsRoutes } from './requests/requests.routes';

/** The bookings domain: a host's request for a guest, the host's own link, and the agency's inbox. */
export async function registerBookings(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [requestsRoutes]) await routes(app, ctx);
}
