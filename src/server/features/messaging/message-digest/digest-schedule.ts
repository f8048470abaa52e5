import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { defineJob } from '@server/jobs/define-job';
import type { Mailer } from '@server/integrations/mail/mailer';
import type { JobRunCounter } from '@server/platform/metrics';
import { type DigestContext, runMessageDigest } from './message-digest.service';

/**
 * The unread-message digest as a job every node runs on its own (each message is claimed by the
 * node that mails it), every MESSAGE_DIGEST_INTERVAL_SECONDS; off when MESSAGE_DIGEST_QUIET_MINUTES is 0.
 */
const digestJob = defineJob<DigestContext & { metrics: JobRunCounter }, undefined, Awaited<ReturnType<typeof runMessageDigest>>>({
  kind: 'message-digest',
  singleton: false,
  run: (ctx) => runMessageDigest(ctx),
  schedule: {
    timing: (ctx) => (ctx.config.messageDigest.quietMinutes === 0 ? null : { everyMs: ctx.config.messageDigest.intervalSeconds * 1000 }),
    input: () => undefined,
    report(done, log) {
      if (done.messages > 0) log.info(done, 'unread-message digest sent');
    },
  },
});

/**
 * Runs the unread-message digest, through the app's mailer, on its schedule until the returned
 * function is called. A run still going when the next is due is not overlapped. Failures are
 * logged, and the next run tries again. Each run is counted in `runs`.
 */
export function scheduleMessageDigest(db: Db, config: Config, mailer: Mailer, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, runs: JobRunCounter): () => void {
  return digestJob.scheduled({ db, config, mailer, metrics: runs }, log);
}
