import type { AppContext } from '@server/context';
import { defineJob } from '@server/jobs/define-job';
import type { JobRunCounter } from '@server/platform/metrics';
import { type DueFeedsContext, type DueFeedsSummary, readDueFeeds } from './feeds.service';

/** What the feeds job needs: reading feeds (publishing each good read), and a recorded job's database and counters. */
type FeedsJobContext = DueFeedsContext & Pick<AppContext, 'database'> & { metrics: JobRunCounter };

/**
 * The read of the podcast feeds as a recorded job (one at a time across nodes): every feed due,
 * a few hosts at once and one request at a time per host. Its schedule: every
 * FEEDS_INTERVAL_MINUTES (0: off) one node reads; a run started within the interval (on any node) postpones it.
 */
export const feedsJob = defineJob<FeedsJobContext, undefined, DueFeedsSummary>({
  kind: 'podcast-feeds',
  singleton: true,
  paramsOf: (_input, user) => ({ scheduled: user === null }),
  summaryOf: (summary) => ({ ...summary }),
  run: (ctx, _input, job) => readDueFeeds(ctx, new Date(), job),
  schedule: {
    timing(ctx) {
      const minutes = ctx.config.feeds.intervalMinutes;
      // each node looks every minute (or every interval, when shorter); a run within the interval postpones the next
      return minutes === 0 ? null : { everyMs: Math.min(60_000, minutes * 60_000), notWithinMs: minutes * 60_000 };
    },
    input: () => undefined,
    report(summary, log) {
      if (summary.feeds > 0) log.info({ summary }, 'podcast feeds read');
    },
  },
});
