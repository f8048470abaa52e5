import type { Config } from '@server/config';
import { defineJob } from '@server/jobs/define-job';
import type { JobRunCounter } from '@server/platform/metrics';
import { scheduledSite, type Site } from '@server/platform/site';
import type { BusyContext } from './busy-calendar-read';
import { type BusyCalendarsRun, readDueBusyCalendars } from './busy-calendar.service';

/** How often each node looks for guests' calendars due a read. */
const LOOK_EVERY_MS = 60_000;

/** What the calendars' schedule needs: the calendars' context, the run counter, and where failures are logged. */
export type BusyCalendarsJobContext = BusyContext & { config: Config; metrics: JobRunCounter; log: Site['log'] };

/**
 * Guests' own calendars read for busy times, as a job every node runs on its own each minute (each
 * calendar is claimed by one statement, so no two nodes read one at once), each calendar every
 * quarter of an hour.
 */
export const busyCalendarsJob = defineJob<BusyCalendarsJobContext, Site, BusyCalendarsRun>({
  kind: 'busy-calendars',
  singleton: false,
  run: (ctx, site) => readDueBusyCalendars(ctx, site),
  schedule: {
    timing: () => ({ everyMs: LOOK_EVERY_MS, atStart: false }),
    input: (ctx) => scheduledSite(ctx.config, ctx.log),
    report(done, log) {
      if (done.read + done.failed > 0) log.info(done, 'guests’ calendars read for busy times');
    },
  },
});
