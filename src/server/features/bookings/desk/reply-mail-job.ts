import type { AppContext } from '@server/context';
import { defineJob } from '@server/jobs/define-job';
import type { JobRunCounter } from '@server/platform/metrics';
import { scheduledSite, type Site } from '@server/platform/site';
import { mailDueReplies, REPLY_MAIL, type ReplyMailContext } from './reply-mail';

/** What the replies' schedule needs: the mail's context, the run counter, and where failed mails are logged. */
type ReplyMailJobContext = ReplyMailContext & Pick<AppContext, 'config'> & { metrics: JobRunCounter; log: Site['log'] };

/**
 * The host replies' mail to the agency as a job every node runs on its own, every
 * REPLY_MAIL.checkEverySeconds (each reply is taken by one statement, so nodes never mail one
 * twice). Its links point at PUBLIC_URL (or the local address).
 */
export const replyMailJob = defineJob<ReplyMailJobContext, Site, { mailed: number; overDailyCap: number }>({
  kind: 'booking-replies',
  singleton: false,
  run: (ctx, site) => mailDueReplies(ctx, site),
  schedule: {
    timing: () => ({ everyMs: REPLY_MAIL.checkEverySeconds * 1000 }),
    input: (ctx) => scheduledSite(ctx.config, ctx.log),
    report(done, log) {
      if (done.mailed + done.overDailyCap > 0) log.info(done, 'host replies mailed to the agency');
    },
  },
});
