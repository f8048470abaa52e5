import { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import { type FollowUpSent, followUpDraft, NO_HOST_EMAIL, OVERDUE_LIST_MAX, type OverdueReleaseList } from '@shared/api/bookings/releases';
import { isAdmin, isAgency, isClientMember } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { badRequest, forbidden, notFound } from '@server/lib/errors';
import { bookingKind } from '../booking-records/booking-records.service';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { bookingForFeedback } from '../feedback/feedback.repo';
import { clientsOfTeamMember } from '../requests/requests.repo';
import * as repo from './releases.repo';
import { releaseFollowUpMail } from './mails/release-follow-up.mail';
import { emailKey } from '@shared/api/fields';

const anEmail = z.email();

/** Where the agency writes to a booking's host: its request's email, else a hand-made booking's contact when it is an email; undefined when none is known. */
function hostEmailOf(booking: { requestHostEmail: string | null; hostContact: string | null }): string | undefined {
  if (booking.requestHostEmail) return booking.requestHostEmail;
  const contact = booking.hostContact?.trim() ?? '';
  return anEmail.safeParse(contact).success ? emailKey(contact) : undefined;
}

/** What the follow-ups need: the database, the mailer and the settings (the follow-up days, the site's name). */
export type FollowUpContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/**
 * The follow-ups: bookings recorded more than `releaseFollowUpDays` days ago (by the database's
 * date), neither published nor cancelled, with no release link, the oldest recording first, each
 * with its client, its host's email (the request's, else a contact that is an email) and a draft
 * message to the host. Admins and owners see every client's, a guest or team member their own
 * client's; anyone else 403. Read through the partial index bookings_release_missing_idx.
 */
export async function overdueFor(ctx: FollowUpContext, user: SessionUser): Promise<OverdueReleaseList> {
  let scope: number | null;
  if (isAdmin(user)) scope = null;
  else if (isClientMember(user) && user.clientId !== null) scope = user.clientId;
  else throw forbidden('The follow-up list of releases is for admins and the team of a profile');
  const days = ctx.config.releaseFollowUpDays;
  const [count, rows] = await Promise.all([repo.countOverdue(ctx.db, days, scope), repo.listOverdue(ctx.db, days, scope, OVERDUE_LIST_MAX)]);
  return {
    count,
    days,
    bookings: rows.map(({ client, requestHostEmail, ...row }) => ({
      ...bookingKind.toItem(row, ctx.config),
      client,
      hostEmail: hostEmailOf({ requestHostEmail, hostContact: row.hostContact }) ?? null,
      draft: followUpDraft({
        hostName: row.hostName,
        guestName: client.name,
        showName: row.showName,
        recordedOn: row.recordedOn,
        siteName: ctx.config.siteName,
      }),
    })),
  };
}

/**
 * Sends the agency's follow-up to a booking's host: the message as edited, to the request's host
 * email, else the host contact when it is an email (400 in words when there is none). The agency
 * only: admins and owners any booking, a team member those of the guests they work with (404 for
 * others, as for an unknown booking). The mail goes first (outside any transaction: the outbox
 * writes through the pool); once it went, the send time is stored (`releaseFollowUpSentAt`: the flag
 * then reads "Followed up on …") with its audit entry `booking.release-follow-up`. A failed mail
 * stores nothing, and the agency may send again.
 */
export async function sendFollowUp(ctx: FollowUpContext, user: SessionUser, bookingId: number, message: string): Promise<FollowUpSent> {
  if (!isAgency(user)) throw forbidden('Only the agency follows up with hosts');
  const booking = await bookingForFeedback(ctx.db, bookingId);
  if (!booking || (!isAdmin(user) && !(await clientsOfTeamMember(ctx.db, user.id, user.clientId)).includes(booking.clientId)))
    throw notFound('Booking not found');
  const to = hostEmailOf(booking);
  if (!to) throw badRequest(NO_HOST_EMAIL, 'NO_HOST_EMAIL');
  await ctx.mailer.send({ to, ...releaseFollowUpMail({ guestName: booking.guestName, showName: booking.showName, message }), replies: 'agency' });
  const sentAt = new Date();
  await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.markFollowedUp(tx, booking.id, sentAt),
    () => ({
      action: 'booking.release-follow-up',
      targetType: 'booking',
      targetId: booking.id,
      details: { clientId: booking.clientId, showName: booking.showName, to },
    }),
  );
  return { to, sentAt: sentAt.toISOString() };
}
