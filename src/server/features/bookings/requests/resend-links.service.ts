import type { z } from 'zod';
import { HOST_LINKS_RESENT, RESEND_LINKS_PER_EMAIL_PER_DAY, type resendLinksBody } from '../../../../shared/api/bookings/requests';
import { tooManyRequests } from '../../../lib/errors';
import { hitRateLimit } from '../../account/auth/auth.repo';
import { auditActorOf } from '../../operations/audit/audit.service';
import { insertAudit } from '../../operations/audit/audit.repo';
import { freshHostLink, timeIn } from '../desk/desk-mail';
import * as repo from './requests.repo';
import type { RequestsContext, Site } from './requests.service';

const DAY_SECONDS = 24 * 60 * 60;

/** The 429 of an email past RESEND_LINKS_PER_EMAIL_PER_DAY (counted whether or not it has requests, so it tells nothing). */
export const TOO_MANY_RESENDS = 'You asked for your links many times today. Please try again tomorrow, or write to the agency.';

/**
 * A host who lost their links asks for them again by email. Every attempt counts against the
 * email's daily limit (429 beyond). Each request from that email whose link still lives
 * (unconfirmed and not expired, or confirmed with its booking open) gets a fresh host link (an
 * unconfirmed one's expires with the request), and one mail lists them. The answer is the same
 * whatever happened (no account enumeration); a failed mail is logged, not told.
 * A confirmed request's new link is audited (no actor: a visitor), as the agency sees that request.
 */
export async function resendHostLinks(ctx: RequestsContext, input: z.output<typeof resendLinksBody>, site: Site): Promise<{ message: string }> {
  const sent = { message: HOST_LINKS_RESENT };
  const email = input.email.toLowerCase();
  const count = await hitRateLimit(ctx.db, `booking-request:resend:${email}`, DAY_SECONDS);
  if (count.hits > RESEND_LINKS_PER_EMAIL_PER_DAY) throw tooManyRequests(TOO_MANY_RESENDS, 'RATE_LIMITED', count.retryAfterSeconds);
  const lines = await ctx.db.transaction(async (tx) => {
    const live = await repo.liveRequestsOf(tx, email);
    const out: { line: string; link: string }[] = [];
    for (const request of live) {
      const link = await freshHostLink(tx, site, request.id, request.linkExpiresAt);
      if (request.status === 'requested') {
        await insertAudit(tx, { ...auditActorOf(null), action: 'booking-request.resend-link', targetType: 'booking-request', targetId: request.id, details: { showName: request.showName } });
      }
      const pending =
        request.status === 'joined'
          ? ' (it joined your show’s earlier request)'
          : request.linkExpiresAt
            ? ` (not confirmed yet: confirm it by ${timeIn(request.linkExpiresAt, request.timeZone)})`
            : '';
      out.push({ line: `- ${request.showName}, with ${request.guestName}${pending}:\n  ${link}`, link });
    }
    return out;
  });
  if (lines.length === 0) return sent;
  try {
    await ctx.mailer.send({
      to: email,
      subject: lines.length === 1 ? 'Your booking request link' : 'Your booking request links',
      text: [
        'Hello,',
        '',
        `You asked ${ctx.config.siteName} for the links to your booking requests. Here they are, new ones (the old ones still work):`,
        '',
        ...lines.map((entry) => entry.line),
        '',
        'If you did not ask for this, ignore this email.',
      ].join('\n'),
      link: lines[0].link,
    });
  } catch (error) {
    site.log.error({ err: error }, 'Mailing a host their booking request links failed');
  }
  return sent;
}
