import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pitchesRoutes } from './pitches/pitches.routes';
import { requestsRoutes } from './requests/requests.routes';

/** The bookings domain: a host's request for a guest, the host's own link, the agency's inbox, and pitch pages. */
export async function registerBookings(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [requestsRoutes, pitchesRoutes]) await routes(app, ctx);
}
