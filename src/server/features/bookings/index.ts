import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@server/context';
import { bookingRecordsRoutes } from './booking-records/booking-records.routes';
import { busyCalendarsJob } from './busy-times/busy-calendars-job';
import { busyCalendarRoutes } from './busy-times/busy-calendar.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { deskRoutes } from './desk/desk.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { holdsJob } from './holds/holds-job';
import { holdsRoutes } from './holds/holds.routes';
import { replyMailJob } from './desk/reply-mail-job';
import { pitchesRoutes } from './pitches/pitches.routes';
import { promoKitsRoutes } from './promo-kits/promo-kits.routes';
import { publishReleases } from './releases/release-detection';
import { releasesRoutes } from './releases/releases.routes';
import { reliabilityRoutes } from './reliability/reliability.routes';
import { requestsRoutes } from './requests/requests.routes';

/**
 * The bookings domain: a guest's bookings (as profile records), a host's request for a guest, the host's own link and calendar file, the
 * agency's inbox, the desk's actions on both sides and its booking settings, pitch pages, the host's
 * feedback after the episode, releases detected from the shows' feeds, the releases overdue and their follow-ups, promo kits, the shows' and guests' records, and on every node the holds' clock (expiry and reminders), the host replies' mail to the agency and the reads of guests' own calendars for their busy times.
 */
export async function registerBookings(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // an appearance just verified from its show's feed publishes the recorded booking it belongs to
  ctx.events.on(
    'appearances.verified',
    async (verified) =>
      void (await publishReleases({ db: ctx.db, mailer: ctx.mailer, config: ctx.config, storage: ctx.storage, bus: ctx.bus, log: app.log }, verified)),
  );
  const clock = { db: ctx.db, mailer: ctx.mailer, config: ctx.config, metrics: ctx.metrics, log: app.log };
  app.schedules.push(() => holdsJob.scheduled(clock, app.log));
  app.schedules.push(() => replyMailJob.scheduled(clock, app.log));
  app.schedules.push(() => busyCalendarsJob.scheduled(clock, app.log));
  for (const routes of [
    bookingRecordsRoutes,
    requestsRoutes,
    deskRoutes,
    holdsRoutes,
    calendarRoutes,
    busyCalendarRoutes,
    pitchesRoutes,
    feedbackRoutes,
    releasesRoutes,
    promoKitsRoutes,
    reliabilityRoutes,
  ])
    await routes(app, ctx);
}
