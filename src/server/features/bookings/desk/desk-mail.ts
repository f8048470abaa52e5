import { randomToken, hashToken } from '@server/lib/tokens';
import type { DbOrTx } from '@server/db/client';
import type { AppContext } from '@server/context';
import type { Site } from '@server/platform/site';
import { agencyInbox, mailTheAgency } from '../requests/agency-mail';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { guestPeopleOf } from '../holds/booking-parties';
import { type DeskCase, insertLink } from './desk.repo';
import type { DeskFacts } from './mails/desk-facts';
import { requestDeclinedMail } from './mails/request-declined.mail';
import { updateInvitations } from '../calendar/calendar.service';
import type { BookingRow } from '../holds/booking-parties';

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

/** What the desk's mails need: the database (fresh links), the mailer and the configuration. */
export type DeskMailContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** A case as its mails tell it. */
export function deskFactsOf(found: DeskCase, siteName: string): DeskFacts {
  const { request, guest } = found;
  return {
    hostName: request.hostName,
    showName: request.showName,
    showUrl: request.showUrl,
    hostZone: request.timeZone,
    guestName: guest.name,
    guestZone: guest.timeZone,
    siteName,
  };
}

/** Sends one mail to the host or the guest's side (replies reach the agency), logging a failure instead of throwing (the desk's write already stands). */
async function sendQuietly(ctx: DeskMailContext, site: Site, mail: MailContent & { to: string; link?: string }): Promise<void> {
  await ctx.mailer
    .send({ ...mail, replies: 'agency' })
    .catch((error: unknown) => site.log.error({ err: error, to: mail.to, subject: mail.subject }, 'A booking desk mail failed'));
}

/** Sends the host of a case a mail, with the link it carries when given. */
export async function mailHost(ctx: DeskMailContext, site: Site, found: DeskCase, mail: MailContent, link?: string): Promise<void> {
  await sendQuietly(ctx, site, { to: found.request.hostEmail, ...mail, link });
}

/** Sends the host of a case the mail `write` makes with a fresh link to their request, which the mail carries. */
export async function mailHostWithLink(
  ctx: DeskMailContext,
  site: Site,
  found: DeskCase,
  write: (facts: DeskFacts, link: string) => MailContent,
): Promise<void> {
  const link = await freshHostLink(ctx.db, site, found.request.id);
  await mailHost(ctx, site, found, write(deskFactsOf(found, ctx.config.siteName), link), link);
}

/** Sends the guest's side of a case (the guest, or their team when the guest has no account) a mail, with the link it carries when given. */
export async function mailGuest(ctx: DeskMailContext, site: Site, found: DeskCase, mail: MailContent, link?: string): Promise<void> {
  for (const to of await guestPeopleOf(ctx.db, found.guest.id)) await sendQuietly(ctx, site, { to, ...mail, link });
}

/** Sends the agency of a case (active admins and owners, and the guest's assigned team) the mail `write` makes with the inbox's link. */
export async function mailAgency(ctx: DeskMailContext, site: Site, found: DeskCase, write: (facts: DeskFacts, inbox: string) => MailContent): Promise<void> {
  const inbox = agencyInbox(site);
  await mailTheAgency(ctx, site, found.guest.id, { ...write(deskFactsOf(found, ctx.config.siteName), inbox), link: inbox }, { bookingId: found.booking.id });
}

/** Tells the host, kindly, that their request won't go ahead this time, with the reason. */
export async function mailDeclined(ctx: DeskMailContext, site: Site, found: DeskCase, reason: string): Promise<void> {
  await mailHost(ctx, site, found, requestDeclinedMail(deskFactsOf(found, ctx.config.siteName), reason));
}

/**
 * After a desk action moved a booking whose invitations went out: each party's calendar follows it
 * (CANCEL once it closed, an updated REQUEST for a new time or recording). A failure is logged; the
 * move stands.
 */
export async function updateCalendars(ctx: DeskMailContext, site: Site, found: DeskCase, after: BookingRow): Promise<void> {
  await updateInvitations(ctx, site, found.booking, after).catch((error: unknown) =>
    site.log.error({ err: error, bookingId: after.id }, 'Sending the updated invitations failed'),
  );
}
