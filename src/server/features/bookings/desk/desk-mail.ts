import { randomToken, hashToken } from '../../../lib/tokens';
import type { DbOrTx } from '../../../db/client';
import type { RequestsContext } from '../requests/requests-context';
import type { Site } from '../../../platform/site';
import { mailTheAgency } from '../requests/agency-mail';
import { guestPeopleOf } from '../holds/booking-parties';
import { type DeskCase, insertLink } from './desk.repo';

/**
 * The zone the guest's side reads a case's times in: the guest's own, or while it is not set the
 * host's (named, so never a bare UTC; their calendar puts the invitation on their own clock).
 */
export function guestZone(found: DeskCase): string {
  return found.guest.timeZone ?? found.request.timeZone;
}

/**
 * A fresh link to the host's request (a new token). It lives until the booking closes, and also
 * expires at `expiresAt` when given (an unconfirmed request's, whose link must not outlive it).
 */
export async function freshHostLink(db: DbOrTx, site: Site, requestId: number, expiresAt: Date | null = null): Promise<string> {
  const token = randomToken();
  await insertLink(db, { tokenHash: hashToken(token), purpose: 'host', requestId, expiresAt });
  return `${site.baseUrl}/requests/${token}`;
}

/** A fresh approval link for the guest's side, living as long as the hold. */
export async function freshApprovalLink(db: DbOrTx, site: Site, bookingId: number, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await insertLink(db, { tokenHash: hashToken(token), purpose: 'approval', bookingId, expiresAt });
  return `${site.baseUrl}/approve/${token}`;
}

/** Sends one mail to the host or the guest's side (replies reach the agency), logging a failure instead of throwing (the desk's write already stands). */
async function sendQuietly(ctx: RequestsContext, site: Site, mail: { to: string; subject: string; text: string; link?: string }): Promise<void> {
  await ctx.mailer.send({ ...mail, replies: 'agency' }).catch((error: unknown) => site.log.error({ err: error, to: mail.to, subject: mail.subject }, 'A booking desk mail failed'));
}

/** Mails the host of a case: a greeting, the lines, and their link to answer when given. */
export async function mailHost(ctx: RequestsContext, site: Site, found: DeskCase, subject: string, lines: string[], link?: string): Promise<void> {
  const text = [`Hello ${found.request.hostName},`, '', ...lines, ...(link ? ['', 'Answer or follow the booking here:', link] : []), '', `${ctx.config.siteName}`].join('\n');
  await sendQuietly(ctx, site, { to: found.request.hostEmail, subject, text, link });
}

/** Mails the guest's side of a case (the guest, or their team when the guest has no account). */
export async function mailGuest(ctx: RequestsContext, site: Site, found: DeskCase, subject: string, lines: string[], link?: string): Promise<void> {
  for (const to of await guestPeopleOf(ctx.db, found.guest.id)) {
    await sendQuietly(ctx, site, { to, subject, text: [...lines, ...(link ? ['', link] : [])].join('\n'), link });
  }
}

/** Mails the agency of a case (active admins and owners, and the guest's assigned team), with the inbox's link. */
export async function mailAgency(ctx: RequestsContext, site: Site, found: DeskCase, subject: string, lines: string[]): Promise<void> {
  const link = `${site.baseUrl}/admin/booking-requests`;
  await mailTheAgency(ctx, site, found.guest.id, { subject, text: [...lines, '', `Open the inbox: ${link}`].join('\n'), link }, { bookingId: found.booking.id });
}

/** The request's show in a line: "The Show (https://…)". */
export function showOf(found: DeskCase): string {
  return `${found.request.showName} (${found.request.showUrl})`;
}

/** Tells the host, kindly, that their request won't go ahead this time, with the reason. */
export async function mailDeclined(ctx: RequestsContext, site: Site, found: DeskCase, reason: string): Promise<void> {
  await mailHost(ctx, site, found, `About your request for ${found.guest.name}`, [
    `Thank you for asking ${found.guest.name} on ${found.request.showName}. This time it won't be possible:`,
    '',
    reason,
  ]);
}
