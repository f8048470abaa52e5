import type { z } from 'zod';
import { HOST_LINKS_RESENT, RESEND_LINKS_PER_EMAIL_PER_DAY, type resendLinksBody } from '@shared/api/bookings/requests';
import { defineJob } from '@server/jobs/define-job';
import type { JobContext } from '@server/jobs/run-job';
import { auditActorOf } from '@server/platform/audit/audited-write';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { freshHostLink } from '../desk/desk-mail';
import { limitMailsFromAddress, limitMailsToMailbox } from './mail-limits';
import { type LinkedRequest, requestLinksMail } from './mails/request-links.mail';
import * as repo from './requests.repo';
import type { RequestsContext } from './requests-context';
import type { Site } from '@server/platform/site';
import { emailKey } from '@shared/api/fields';

/** What a lost link's mail needs: the requests' context and the job runs' counter. */
export type ResendContext = RequestsContext & JobContext;

/** The 429 of a mailbox past RESEND_LINKS_PER_EMAIL_PER_DAY (counted whether or not it has requests, so it tells nothing). */
export const TOO_MANY_RESENDS = 'You asked for your links many times today. Please try again tomorrow, or write to the agency.';

/**
 * Mails a host the links of their requests: each request from the (lower-cased) email whose link
 * still lives (unconfirmed and not expired, or confirmed with its booking open) gets a fresh host
 * link (an unconfirmed one's expires with the request), and one mail lists them; nothing when
 * there are none. A confirmed request's new link is audited (no actor: a visitor), as the agency
 * sees that request. A failed mail is logged. How many links were mailed.
 */
async function mailHostLinks(ctx: RequestsContext, email: string, site: Site): Promise<{ mailed: number }> {
  const lines = await ctx.db.transaction(async (tx) => {
    const out: LinkedRequest[] = [];
    for (const request of await repo.liveRequestsOf(tx, email)) {
      const link = await freshHostLink(tx, site, request.id, request.linkExpiresAt);
      if (request.status === 'requested') {
        await insertAudit(tx, {
          ...auditActorOf(null),
          action: 'booking-request.resend-link',
          targetType: 'booking-request',
          targetId: request.id,
          details: { showName: request.showName },
        });
      }
      out.push({ ...request, link });
    }
    return out;
  });
  if (lines.length === 0) return { mailed: 0 };
  try {
    await ctx.mailer.send({ to: email, ...requestLinksMail(ctx.config.siteName, lines), link: lines[0].link, replies: 'agency' });
  } catch (error) {
    site.log.error({ err: error }, 'Mailing a host their booking request links failed');
  }
  return { mailed: lines.length };
}

/** The lost links' mail, as work of this node that keeps no row (the app's close waits for it). */
const resendLinksJob = defineJob<ResendContext, { email: string; site: Site }, { mailed: number }>({
  kind: 'booking-links-resend',
  singleton: false,
  async run(ctx, { email, site }) {
    // starts once the answer is on its way: the time to answer is the same whatever the email has
    await new Promise((resolve) => setImmediate(resolve));
    return mailHostLinks(ctx, email, site);
  },
});

/**
 * A host who lost their links asks for them again by email. Every attempt counts against the
 * client address (per minute and per day) and the email's mailbox for the day (429 beyond). Then
 * the same answer at once, whatever the email has (no account enumeration, not even by the time
 * it takes): the links are found, renewed and mailed after it (`mailHostLinks`), a failure logged.
 */
export async function resendHostLinks(ctx: ResendContext, input: z.output<typeof resendLinksBody>, site: Site, ip: string): Promise<{ message: string }> {
  const email = emailKey(input.email);
  await limitMailsFromAddress(ctx, ip);
  await limitMailsToMailbox(ctx, 'resend', email, RESEND_LINKS_PER_EMAIL_PER_DAY, TOO_MANY_RESENDS);
  resendLinksJob.run(ctx, null, { email, site }).catch((error: unknown) => site.log.error({ err: error }, 'Renewing a host’s booking request links failed'));
  return { message: HOST_LINKS_RESENT };
}
