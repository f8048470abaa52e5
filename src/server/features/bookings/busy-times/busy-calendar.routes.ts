import type { FastifyInstance } from 'fastify';
import { busyCalendarBody, busyCalendarState } from '@shared/api/bookings/busy-times';
import { idParams } from '@shared/api/fields';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { busyCalendarState as stateOf, removeBusyCalendar, rereadBusyCalendar, saveBusyCalendar } from './busy-calendar.service';

/**
 * Reads of a guest's calendar on request, per client: a person retrying now and then, never a
 * stranger's way to make Podium hammer a calendar host.
 */
const READ_NOW_LIMIT = {
  max: 6,
  timeWindow: '1 minute',
  keyGenerator: (request: { params: unknown }) => `busy-calendar:${String((request.params as { id?: unknown }).id)}`,
};

/** A guest's own calendar, read for their busy times: its state, given, read again now and forgotten by whoever may manage the client. */
export async function busyCalendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const managers = { access: { manageClient: 'id' } as const };
  serve(app, routes.busyCalendar, { config: managers, schema: { params: idParams, response: busyCalendarState } }, async (request) =>
    stateOf(ctx, request.user!, request.params.id),
  );
  serve(
    app,
    routes.saveBusyCalendar,
    { config: { ...managers, rateLimit: READ_NOW_LIMIT }, schema: { params: idParams, body: busyCalendarBody, response: busyCalendarState } },
    async (request) => saveBusyCalendar(ctx, request.user!, request.params.id, request.body.address, siteOf(ctx, request)),
  );
  serve(
    app,
    routes.readBusyCalendar,
    { config: { ...managers, rateLimit: READ_NOW_LIMIT }, schema: { params: idParams, response: busyCalendarState } },
    async (request) => rereadBusyCalendar(ctx, request.user!, request.params.id, siteOf(ctx, request)),
  );
  serve(
    app,
    routes.removeBusyCalendar,
    { config: { ...managers, rateLimit: COSTLY_LIMIT }, schema: { params: idParams, response: busyCalendarState } },
    async (request) => removeBusyCalendar(ctx, request.user!, request.params.id),
  );
}
