import { defineJob } from '@server/jobs/define-job';
import type { JobContext } from '@server/jobs/run-job';
import type { MatchingContext } from './matches.service';
import { type RejudgeSummary, rejudgeVerified } from './rejudge';

/** How often every node looks for verifications not yet judged under the current rules (once at start too). */
const REJUDGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The matcher's verifications judged again under the current rules (rejudgeVerified), as a job
 * every node runs on its own at start and hourly: after an upgrade, what older rules verified
 * wrongly is taken down at once; later looks find nothing to do (one indexed query).
 */
export const rejudgeJob = defineJob<MatchingContext & JobContext, null, RejudgeSummary>({
  kind: 'appearance-rejudge',
  singleton: false,
  run: (ctx) => rejudgeVerified(ctx),
  schedule: {
    timing: () => ({ everyMs: REJUDGE_EVERY_MS, atStart: true }),
    input: () => null,
    report(done, log) {
      if (done.judged > 0) log.info(done, 'verified appearances judged again under the current rules');
    },
  },
});
