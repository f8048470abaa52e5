import { defineJob } from '@server/jobs/define-job';
import type { JobRunCounter } from '@server/platform/metrics';
import { scheduledSite, type Site } from '@server/platform/site';
import { type HoldsContext, type HoldsTick, runHoldsTick } from './holds.service';

/** What the holds' schedule needs: the holds' context, the run counter, and where failed mails are logged. */
export type HoldsJobContext = HoldsContext & { metrics: JobRunCounter; log: Site['log'] };

/**
 * The holds' clock as a job every node runs on its own (each hold is claimed by one statement, so
 * nodes never expire or remind one twice; so is each recording's reminder and reconfirmation), every BOOKING_HOLDS_INTERVAL_SECONDS and once at start.
 * Its links point at PUBLIC_URL (or the local address).
 */
export const holdsJob = defineJob<HoldsJobContext, Site, HoldsTick>({
  kind: 'booking-holds',
  singleton: false,
  run: (ctx, site) => runHoldsTick(ctx, site),
  schedule: {
    timing: (ctx) => ({ everyMs: ctx.config.bookingHoldsIntervalSeconds * 1000, atStart: true }),
    input: (ctx) => scheduledSite(ctx.config, ctx.log),
    report(done, log) {
      if (done.expired + done.reminded + done.recordings + done.reconfirmations > 0)
        log.info(done, 'booking holds expired or reminded, or recordings reminded or reconfirmed');
    },
  },
});
