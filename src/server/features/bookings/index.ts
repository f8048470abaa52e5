import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { feedbackRoutes } from './feedback/feedback.routes';
import { requestsRoutes } from './requests/requests.routes';

/** The bookings domain: a host's request for a guest, the host's own link, the agency's inbox, and the host's feedback after the episode. */
export async function registerBookings(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [requestsRoutes, feedbackRoutes]) await routes(app, ctx);
}
