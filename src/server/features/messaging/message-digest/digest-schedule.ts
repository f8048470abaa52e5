import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { Mailer } from '../../../integrations/mail/mailer';
import type { JobRunCounter } from '../../operations/health/metrics';
import { repeat } from '../../../jobs/repeat';
import { runMessageDigest } from './message-digest.service';

/**
 * Runs the unread-message digest, through the app's mailer, every MESSAGE_DIGEST_INTERVAL_SECONDS until the returned function
 * is called; nothing when MESSAGE_DIGEST_QUIET_MINUTES is 0. A run still going when the next is
 * due is not overlapped. Failures are logged, and the next run tries again. Each run is counted in `runs`.
 */
export function scheduleMessageDigest(db: Db, config: Config, mailer: Mailer, log: Pick<FastifyBaseLogger, 'info' | 'warn'>, runs: JobRunCounter): () => void {
  if (config.messageDigest.quietMinutes === 0) return () => undefined;
  const ctx = { db, config, mailer };
  return repeat({
    everyMs: config.messageDigest.intervalSeconds * 1000,
    run: async () => {
      const done = await runMessageDigest(ctx);
      if (done.messages > 0) log.info(done, 'unread-message digest sent');
      runs.jobRun('message-digest', 'succeeded');
    },
    onError: (error) => {
      log.warn({ err: error }, 'unread-message digest failed');
      runs.jobRun('message-digest', 'failed');
    },
  });
}
