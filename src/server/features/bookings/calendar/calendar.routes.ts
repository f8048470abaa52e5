import type { FastifyInstance, FastifyReply } from 'fastify';
import { opaqueBody } from '@shared/api/fields';
import { hostTokenParams } from '@shared/api/bookings/requests';
import { bookingsRoutes as routes } from '@shared/api/bookings/route-table';
import type { AppContext } from '@server/context';
import { serve } from '@server/lib/serve';
import { siteOf } from '@server/platform/site';
import { COSTLY_LIMIT } from '@server/plugins/rate-limits';
import { hostCalendar } from './calendar.service';
import { calendarFeedMade, calendarFeedState, calendarFeedTokenParams } from '@shared/api/bookings/calendar-feed';
import { idParams } from '@shared/api/fields';
import { hashToken } from '@server/lib/tokens';
import { calendarFeedState as feedState, guestCalendar, renewCalendarFeed, stopCalendarFeed } from './calendar-feed.service';

/**
 * Reads of one calendar address a minute: calendar apps read it every hour or so, and Google's
 * and Apple's readers share their addresses among many people, so the limit is the address's own.
 */
const CALENDAR_FEED_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { params: unknown }) => `calendar-feed:${hashToken(String((request.params as { token?: string }).token))}`,
};

/** Answers an iCalendar file, downloaded or opened as `disposition` says, never kept by a cache. */
function sendCalendar(reply: FastifyReply, content: string, disposition: string, cacheControl: string) {
  return reply.type('text/calendar; charset=utf-8').header('content-disposition', disposition).header('cache-control', cacheControl).send(content);
}

/**
 * The host's calendar file of a booking held or confirmed, through their link (public: the token is the key; limited per address as costly);
 * the guest's calendar subscription address (made, renewed and stopped by whoever may manage the
 * client) and the calendar it serves (public: the token is the key).
 */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(
    app,
    routes.hostCalendar,
    { config: { access: 'public', rateLimit: COSTLY_LIMIT }, schema: { params: hostTokenParams, response: opaqueBody } },
    async (request, reply) => {
      const file = await hostCalendar(ctx, request.params.token, siteOf(ctx, request));
      return sendCalendar(reply, file.content, `attachment; filename="${file.fileName}"`, 'no-store');
    },
  );
  const managers = { config: { access: { manageClient: 'id' } as const } };
  serve(app, routes.calendarFeed, { ...managers, schema: { params: idParams, response: calendarFeedState } }, async (request) =>
    feedState(ctx, request.user!, request.params.id),
  );
  serve(app, routes.renewCalendarFeed, { ...managers, schema: { params: idParams, response: calendarFeedMade } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return renewCalendarFeed(ctx, request.user!, request.params.id, siteOf(ctx, request));
  });
  serve(app, routes.stopCalendarFeed, { ...managers, schema: { params: idParams, response: calendarFeedState } }, async (request) =>
    stopCalendarFeed(ctx, request.user!, request.params.id),
  );
  serve(
    app,
    routes.guestCalendar,
    { config: { access: 'public', rateLimit: CALENDAR_FEED_LIMIT }, schema: { params: calendarFeedTokenParams, response: opaqueBody } },
    async (request, reply) => {
      const calendar = await guestCalendar(ctx, request.params.token, siteOf(ctx, request));
      return sendCalendar(reply.header('referrer-policy', 'no-referrer'), calendar, 'inline; filename="podium-bookings.ics"', 'private, no-store');
    },
  );
}
