import type { FastifyInstance } from 'fastify';
import { opaqueBody } from '@shared/api/fields';
import { hostTokenParams } from '@shared/api/bookings/requests';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { hostCalendar } from './calendar.service';

/** The host's calendar file of a confirmed booking, through their link (public: the token is the key; limited per address as costly). */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.hostCalendar,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: hostTokenParams, response: opaqueBody } },
    async (request, reply) => {
      const file = await hostCalendar(ctx, request.params.token, siteOf(ctx, request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
