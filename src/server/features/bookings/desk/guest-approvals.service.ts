import type { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import {
  APPROVAL_LINK_INVALID,
  type ApprovalView,
  type ClientBookingSettings,
  type cancelBody,
  type clientBookingSettingsEdit,
  type rescheduleAnswerBody,
  type rescheduleBody,
  type declineBody,
  GUEST_RECONFIRMED,
  SHOW_APPROVED,
  SHOW_DECLINED,
} from '@shared/api/bookings/desk';
import { canManageClient } from '@shared/permissions';
import type { Tx } from '@server/db/client';
import { forbidden, notFound } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { type AuditEvent, auditedWrite } from '@server/platform/audit/audited-write';
import type { RequestsContext } from '../requests/requests-context';
import type { Site } from '@server/platform/site';
import { announceHold, tellLineNews } from './hold-news';
import { NO_NEWS, releaseLine } from './hold-line';
import { cancelInWrite, tellCancelled } from './cancellation';
import { GUEST_CANCELLED, RESCHEDULE_ACCEPTED, RESCHEDULE_KEPT, RESCHEDULE_PROPOSED } from '@shared/api/bookings/pipeline';
import { answerInWrite, proposeInWrite, tellAnswered, tellProposed } from './reschedule';
import { bookingWrite, moveAudit, NO_HOLD, requireAskedToReconfirm, requireFreeTime, requireStage } from './desk-case';
import { guestZone, mailAgency, mailDeclined, updateCalendars } from './desk-mail';
import { guestDeclinedMail } from './mails/guest-declined.mail';
import * as repo from './desk.repo';
import { holdTimes } from '../holds/hold-settings';
import { showLinesOf } from '../reliability/reliability.service';

/** The 404 of a recording to reconfirm or cancel that is unknown, not the caller's, or not made from a request. */
const RECONFIRM_NOT_FOUND = 'This recording is not one of yours';

/** The 404 of a show to approve that is unknown, not the caller's, or no longer waiting on the guest. */
export const APPROVAL_NOT_FOUND = 'This show is not waiting for your approval';

/** A held booking as the guest reads it (the page puts its times in the reader's clock, the host's beside), with its show's record in one line. */
function approvalViewOf(found: repo.DeskCase, showRecord: string): ApprovalView {
  return {
    bookingId: found.booking.id,
    guestName: found.guest.name,
    guestSlug: found.guest.slug,
    hostName: found.request.hostName,
    showName: found.request.showName,
    showUrl: found.request.showUrl,
    audienceSize: found.request.audienceSize,
    requestedAt: found.request.createdAt.toISOString(),
    topic: found.request.topic,
    message: found.request.message,
    slot: found.booking.scheduledFor!.toISOString(),
    hostTimeZone: found.request.timeZone,
    holdExpiresAt: found.booking.holdExpiresAt!.toISOString(),
    format: found.request.format,
    setting: found.request.setting,
    showRecord,
  };
}

/** The shows waiting on a client's approval, soonest first; 403 unless the user may manage the client. */
export async function approvalsFor(ctx: RequestsContext, user: SessionUser, clientId: number): Promise<ApprovalView[]> {
  if (!canManageClient(user, clientId)) throw forbidden('You may not manage this profile');
  const found = await repo.approvalsOf(ctx.db, clientId);
  const lines = await showLinesOf(
    ctx.db,
    found.map((one) => one.booking.feedId),
  );
  return found.map((one) => approvalViewOf(one, lines(one.booking.feedId)));
}

/**
 * Writes the guest's side's answer to a hold waiting on them, with its thread line, in one
 * transaction with its audit entry: 404 for a user who may not manage the client, 409 when the hold
 * no longer waits on the guest or its time ran out. `user` null: through the mailed approval link.
 */
function guestAnswer(
  ctx: RequestsContext,
  user: SessionUser | null,
  bookingId: number,
  answer: (tx: Tx, found: repo.DeskCase) => Promise<{ after: repo.DeskCase['booking']; audit: AuditEvent; line: { kind: 'update' | 'decline'; body: string } }>,
) {
  return bookingWrite(
    ctx.db,
    user,
    bookingId,
    async (tx, found) => {
      if (user && !canManageClient(user, found.guest.id)) throw notFound(APPROVAL_NOT_FOUND, 'NOT_FOUND');
      requireStage(found, ['held'], 'guest');
      const { after, audit, line } = await answer(tx, found);
      await repo.insertAgencyLine(tx, found.request, user?.id ?? null, line);
      return { after, audit };
    },
    APPROVAL_NOT_FOUND,
  );
}

/** The guest's side approves a held show: the hold now waits on the host, on a fresh clock, and the host hears yes with their link. 409 when the guest is booked then. */
async function approve(ctx: RequestsContext, user: SessionUser | null, bookingId: number, site: Site): Promise<{ message: string }> {
  const { found, after } = await guestAnswer(ctx, user, bookingId, async (tx, found) => {
    await requireFreeTime(tx, found, found.booking.scheduledFor!, guestZone(found));
    const clock = await holdTimes(tx);
    const after = await repo.updateBooking(tx, found.booking.id, {
      holdAwaiting: 'host',
      holdExpiresAt: clock.holdExpiresAt,
      holdRemindAt: clock.holdRemindAt,
      holdRemindedAt: null,
    });
    return {
      after,
      audit: moveAudit('booking.approve', found, { awaiting: 'host' }),
      line: { kind: 'update', body: `${found.guest.name} approved the show.` },
    };
  });
  await announceHold(ctx, site, found, after);
  return { message: SHOW_APPROVED };
}

/** The guest's side declines a held show with a reason: the booking is declined, the host told kindly, the agency told, and the next hold in line (if any) moves up. */
async function decline(
  ctx: RequestsContext,
  user: SessionUser | null,
  bookingId: number,
  body: z.output<typeof declineBody>,
  site: Site,
): Promise<{ message: string }> {
  let news = NO_NEWS;
  const { found, after } = await guestAnswer(ctx, user, bookingId, async (tx, found) => {
    const after = await repo.updateBooking(tx, found.booking.id, { status: 'declined', declineReason: body.reason, ...NO_HOLD });
    news = await releaseLine(tx, found.booking);
    return {
      after,
      audit: moveAudit('booking.decline', found, { to: 'declined', by: 'guest', reason: body.reason }),
      line: { kind: 'decline', body: body.reason },
    };
  });
  await mailDeclined(ctx, site, found, body.reason);
  await mailAgency(ctx, site, found, (facts, inbox) => guestDeclinedMail(facts, body.reason, inbox));
  await updateCalendars(ctx, site, found, after);
  await tellLineNews(ctx, site, news);
  return { message: SHOW_DECLINED };
}

/** Approves from the guest's Bookings page (whoever may manage the client; 404 otherwise). */
export const approveAsManager = (ctx: RequestsContext, user: SessionUser, bookingId: number, site: Site) => approve(ctx, user, bookingId, site);
/** Declines from the guest's Bookings page (whoever may manage the client; 404 otherwise). */
export const declineAsManager = (ctx: RequestsContext, user: SessionUser, bookingId: number, body: z.output<typeof declineBody>, site: Site) =>
  decline(ctx, user, bookingId, body, site);

/**
 * The guest's side reconfirms a confirmed recording it was asked about, from the Bookings page
 * (whoever may manage the client; 404 otherwise): noted for its time, a line in the host's thread,
 * audited. 409 unless asked (`requireAskedToReconfirm`).
 */
export async function reconfirmAsManager(ctx: RequestsContext, user: SessionUser, bookingId: number): Promise<{ message: string }> {
  await guestSideWrite(ctx, user, bookingId, async (tx, found) => {
    const at = requireAskedToReconfirm(found, 'guest');
    const after = await repo.updateBooking(tx, found.booking.id, { guestReconfirmedFor: at });
    await repo.insertAgencyLine(tx, found.request, user.id, { kind: 'update', body: `${found.guest.name} reconfirmed the recording.` });
    return { after, audit: moveAudit('booking.reconfirm', found, { by: 'guest' }) };
  });
  return { message: GUEST_RECONFIRMED };
}

/**
 * The guest's side cancels a confirmed recording still ahead from the Bookings page (whoever may
 * manage the client; 404 otherwise), with a reason the host and the agency read; every calendar
 * drops it (`cancelInWrite`).
 */
export async function cancelAsManager(
  ctx: RequestsContext,
  user: SessionUser,
  bookingId: number,
  body: z.output<typeof cancelBody>,
  site: Site,
): Promise<{ message: string }> {
  const { found, after } = await guestSideWrite(ctx, user, bookingId, (tx, found) => cancelInWrite(tx, found, 'guest', body.reason, user.id));
  await tellCancelled(ctx, site, found, after);
  return { message: GUEST_CANCELLED };
}

/** Runs a write of the guest's side on one of its confirmed recordings from the Bookings page (whoever may manage the client; 404 otherwise). */
function guestSideWrite(ctx: RequestsContext, user: SessionUser, bookingId: number, write: Parameters<typeof bookingWrite>[3]) {
  return bookingWrite(
    ctx.db,
    user,
    bookingId,
    async (tx, found) => {
      if (!canManageClient(user, found.guest.id)) throw notFound(RECONFIRM_NOT_FOUND, 'NOT_FOUND');
      return write(tx, found);
    },
    RECONFIRM_NOT_FOUND,
  );
}

/** The guest's side proposes a new time for a confirmed recording from the Bookings page; the host is asked to accept it. */
export async function rescheduleAsManager(ctx: RequestsContext, user: SessionUser, bookingId: number, body: z.output<typeof rescheduleBody>, site: Site) {
  const { found, after } = await guestSideWrite(ctx, user, bookingId, (tx, found) => proposeInWrite(tx, found, 'guest', body.slot, user.id));
  await tellProposed(ctx, site, found, 'guest', after.rescheduleSlot!);
  return { message: RESCHEDULE_PROPOSED };
}

/** The guest's side answers a new time the host proposed, from the Bookings page: the recording moves, or keeps its time. */
export async function answerRescheduleAsManager(
  ctx: RequestsContext,
  user: SessionUser,
  bookingId: number,
  body: z.output<typeof rescheduleAnswerBody>,
  site: Site,
) {
  const { found, after } = await guestSideWrite(ctx, user, bookingId, (tx, found) => answerInWrite(tx, found, 'guest', body.accept, user.id));
  await tellAnswered(ctx, site, found, after, 'guest', body.accept);
  return { message: body.accept ? RESCHEDULE_ACCEPTED : RESCHEDULE_KEPT };
}

/** The booking an approval link opens while it lives and the hold waits on the guest; 404 APPROVAL_LINK_INVALID otherwise. */
async function bookingOfApproval(ctx: RequestsContext, token: string): Promise<number> {
  const bookingId = await repo.bookingOfApprovalLink(ctx.db, hashToken(token));
  if (bookingId === undefined) throw notFound(APPROVAL_LINK_INVALID, 'APPROVAL_LINK_INVALID');
  return bookingId;
}

/** What the guest's approval link shows. */
export async function approvalByToken(ctx: RequestsContext, token: string): Promise<ApprovalView> {
  const bookingId = await bookingOfApproval(ctx, token);
  const found = await repo.caseOfBooking(ctx.db, bookingId);
  if (!found) throw notFound(APPROVAL_LINK_INVALID, 'APPROVAL_LINK_INVALID');
  const lines = await showLinesOf(ctx.db, [found.booking.feedId]);
  return approvalViewOf(found, lines(found.booking.feedId));
}

/** Approves through the mailed link (no sign-in; audited with no actor). */
export async function approveByToken(ctx: RequestsContext, token: string, site: Site): Promise<{ message: string }> {
  return approve(ctx, null, await bookingOfApproval(ctx, token), site);
}

/** Declines through the mailed link (no sign-in; audited with no actor). */
export async function declineByToken(ctx: RequestsContext, token: string, body: z.output<typeof declineBody>, site: Site): Promise<{ message: string }> {
  return decline(ctx, null, await bookingOfApproval(ctx, token), body, site);
}

/** A client's booking settings; 403 unless the user may manage the client, 404 unknown. */
export async function settingsOf(ctx: RequestsContext, user: SessionUser, clientId: number): Promise<ClientBookingSettings> {
  if (!canManageClient(user, clientId)) throw forbidden('You may not manage this profile');
  const found = await repo.clientSettings(ctx.db, clientId);
  if (!found) throw notFound('Client not found');
  return { approvesEachShow: found.approvesEachShow, timeZone: found.timeZone };
}

/** Changes a client's booking settings, audited with before and after. */
export async function changeSettings(
  ctx: RequestsContext,
  user: SessionUser,
  clientId: number,
  changes: z.output<typeof clientBookingSettingsEdit>,
): Promise<ClientBookingSettings> {
  if (!canManageClient(user, clientId)) throw forbidden('You may not manage this profile');
  const { after } = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const before = await repo.clientSettings(tx, clientId);
      if (!before) throw notFound('Client not found');
      const after = await repo.updateClientSettings(tx, clientId, changes);
      return { before, after };
    },
    ({ before, after }) => ({
      action: 'client.booking-settings',
      targetType: 'client',
      targetId: clientId,
      details: {
        slug: after.slug,
        before: { approvesEachShow: before.approvesEachShow, timeZone: before.timeZone },
        after: { approvesEachShow: after.approvesEachShow, timeZone: after.timeZone },
      },
    }),
  );
  return { approvesEachShow: after.approvesEachShow, timeZone: after.timeZone };
}
