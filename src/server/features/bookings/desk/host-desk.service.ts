import type { z } from 'zod';
import {
  type cancelBody,
  type rescheduleAnswerBody,
  type rescheduleBody,
  HOLD_CONFIRMED,
  HOLD_IN_LINE,
  HOST_WITHDREW,
  type messageBody,
  PICK_SENT,
  type pickSlotBody,
  REPLY_SENT,
  type withdrawBody,
} from '@shared/api/bookings/desk';
import { HOST_LINK_INVALID, type HostRequestView } from '@shared/api/bookings/requests';
import { conflict, notFound } from '@server/lib/errors';
import {
  HOST_CANCELLED,
  NO_SHOW_NOTED,
  NO_SHOW_NOTED_ALREADY,
  RECONFIRMED,
  RESCHEDULE_ACCEPTED,
  RESCHEDULE_KEPT,
  RESCHEDULE_PROPOSED,
} from '@shared/api/bookings/pipeline';
import { hostNoShowMail } from './mails/host-no-show.mail';
import { hashToken } from '@server/lib/tokens';
import { findByTokenHash } from '../requests/requests.repo';
import { hostRequest } from '../requests/requests.service';
import type { RequestsContext } from '../requests/requests-context';
import type { Site } from '@server/platform/site';
import { holdTime } from './agency-desk.service';
import { announceHold, tellLineNews } from './hold-news';
import { endLine, NO_NEWS, releaseLine } from './hold-line';
import { cancelInWrite, tellCancelled } from './cancellation';
import { answerInWrite, proposeInWrite, tellAnswered, tellProposed } from './reschedule';
import {
  bookingWrite,
  type DeskWrite,
  moveAudit,
  NO_HOLD,
  noShowOf,
  requireAskedToReconfirm,
  requireFreeTime,
  requireNotBusy,
  requireMissable,
  requireOffered,
  requireStage,
} from './desk-case';
import { sendInvitations } from '../calendar/calendar.service';
import { mailAgency, updateCalendars } from './desk-mail';
import { fullTimeIn } from '@shared/dates';
import { bookingConfirmedMail } from './mails/booking-confirmed.mail';
import { hostWithdrewMail } from './mails/host-withdrew.mail';
import { type DeskCase, insertHostLine, lastProposal, updateBooking } from './desk.repo';

/** What a host's action answers: what to tell them and their request as it now stands. */
type HostAnswer = { message: string; request: HostRequestView };

/** The booking a host's token opens (its request confirmed); 404 HOST_LINK_INVALID otherwise. */
async function bookingOfToken(ctx: RequestsContext, token: string): Promise<number> {
  const found = await findByTokenHash(ctx.db, hashToken(token));
  if (!found?.booking) throw notFound(HOST_LINK_INVALID, 'HOST_LINK_INVALID');
  return found.booking.id;
}

/** Runs a host's write through their token (a visitor: audited with no actor). */
async function hostWrite(ctx: RequestsContext, token: string, write: Parameters<typeof bookingWrite>[3]): Promise<DeskWrite> {
  return bookingWrite(ctx.db, null, await bookingOfToken(ctx, token), write, HOST_LINK_INVALID);
}

/**
 * Tells the agency that a booking is confirmed, and sends every party their calendar invitation:
 * for a confirmed hold (`wasHeld`), the update that turns the tentative entry into the booking.
 */
async function announceConfirmed(ctx: RequestsContext, site: Site, found: DeskCase, after: DeskWrite['after'], wasHeld: boolean): Promise<void> {
  const slot = after.scheduledFor!.toISOString();
  await mailAgency(ctx, site, found, (facts, inbox) => bookingConfirmedMail(facts, slot, inbox));
  await sendInvitations(ctx, site, after.id, wasHeld).catch((error: unknown) =>
    site.log.error({ err: error, bookingId: after.id }, 'Sending the calendar invitations failed'),
  );
}

/**
 * The host replies in the thread (the booking open). The reply waits for the agency's mail: the
 * replies' job mails a thread's replies together a few minutes after the first (`REPLY_MAIL`), so
 * a host writing many times reaches the agency as one mail, and a thread only so often a day.
 */
export async function hostReply(ctx: RequestsContext, token: string, body: z.output<typeof messageBody>): Promise<HostAnswer> {
  await hostWrite(ctx, token, async (tx, found) => {
    await insertHostLine(tx, found.request, { kind: 'reply', body: body.message, agencyMailPending: true });
    return { after: found.booking, audit: moveAudit('booking.reply', found) };
  });
  return { message: REPLY_SENT, request: await hostRequest(ctx, token) };
}

/**
 * The host picks one of the agency's proposed times. The agency offered it, so it is settled at
 * once (confirmed) unless the guest approves each show: then it is held while they do. 409 when the
 * guest is booked then.
 */
export async function hostPick(ctx: RequestsContext, token: string, body: z.output<typeof pickSlotBody>, site: Site): Promise<HostAnswer> {
  const { found, after } = await hostWrite(ctx, token, async (tx, found) => {
    requireStage(found, ['requested']);
    const slot = requireOffered(body.slot, await lastProposal(tx, found.request.id));
    await requireNotBusy(tx, found.guest, slot, found.booking.recordingMinutes, found.request.timeZone);
    await requireFreeTime(tx, found, slot, found.request.timeZone);
    await insertHostLine(tx, found.request, {
      kind: 'pick',
      slots: [slot],
      body: `${found.request.hostName} picked ${fullTimeIn(slot, found.request.timeZone)}.`,
    });
    if (found.guest.approvesEachShow) {
      const { after } = await holdTime(tx, found, slot, { recordingLink: found.booking.recordingLink, recordingMinutes: found.booking.recordingMinutes });
      return { after, audit: moveAudit('booking.hold', found, { to: 'held', slot, awaiting: 'guest', by: 'host' }) };
    }
    const after = await updateBooking(tx, found.booking.id, { status: 'confirmed', scheduledFor: new Date(slot), ...NO_HOLD });
    return { after, audit: moveAudit('booking.confirm', found, { to: 'confirmed', slot, by: 'host' }) };
  });
  if (after.status === 'held') await announceHold(ctx, site, found, after);
  else await announceConfirmed(ctx, site, found, after, false);
  return { message: after.status === 'held' ? PICK_SENT : HOLD_CONFIRMED, request: await hostRequest(ctx, token) };
}

/**
 * The host confirms the time held for them: the booking is confirmed, both sides told, and any
 * holds in line behind it go back to the desk (their hosts told). 409 unless a hold waits on the
 * host, still runs, is first in line, and the guest is free then.
 */
export async function confirmHold(ctx: RequestsContext, token: string, site: Site): Promise<HostAnswer> {
  let news = NO_NEWS;
  const { found, after } = await hostWrite(ctx, token, async (tx, found) => {
    if (found.booking.status === 'held' && found.booking.queuedBehind !== null) throw conflict(HOLD_IN_LINE, 'HOLD_IN_LINE');
    requireStage(found, ['held'], 'host');
    await requireFreeTime(tx, found, found.booking.scheduledFor!, found.request.timeZone);
    const after = await updateBooking(tx, found.booking.id, { status: 'confirmed', ...NO_HOLD });
    news = await endLine(tx, found.booking);
    await insertHostLine(tx, found.request, { kind: 'update', body: `${found.request.hostName} confirmed the time.` });
    return { after, audit: moveAudit('booking.confirm', found, { to: 'confirmed', by: 'host' }) };
  });
  await announceConfirmed(ctx, site, found, after, true);
  await tellLineNews(ctx, site, news);
  return { message: HOLD_CONFIRMED, request: await hostRequest(ctx, token) };
}

/**
 * The host says the guest did not show up for a past confirmed recording: noted on the booking
 * (audited with no actor), a line in the thread, and the agency mailed. 409 before the recording's
 * time, for a booking not confirmed, or once anyone noted a no-show.
 */
export async function hostNoShow(ctx: RequestsContext, token: string, site: Site): Promise<HostAnswer> {
  const { found } = await hostWrite(ctx, token, async (tx, found) => {
    requireMissable(found);
    if (found.booking.noShow) throw conflict(NO_SHOW_NOTED_ALREADY, 'NO_SHOW_NOTED_ALREADY');
    const after = await updateBooking(tx, found.booking.id, noShowOf('guest', 'host'));
    await insertHostLine(tx, found.request, { kind: 'update', body: `${found.request.hostName} says ${found.guest.name} did not show up.` });
    return { after, audit: moveAudit('booking.no-show', found, { who: 'guest', by: 'host' }) };
  });
  await mailAgency(ctx, site, found, (facts, inbox) => hostNoShowMail(facts, inbox));
  return { message: NO_SHOW_NOTED, request: await hostRequest(ctx, token) };
}

/** The host reconfirms a confirmed recording they were asked about: noted for its time (audited with no actor), a line in the thread. 409 unless asked (`requireAskedToReconfirm`). */
export async function hostReconfirm(ctx: RequestsContext, token: string): Promise<HostAnswer> {
  await hostWrite(ctx, token, async (tx, found) => {
    const at = requireAskedToReconfirm(found, 'host');
    const after = await updateBooking(tx, found.booking.id, { hostReconfirmedFor: at });
    await insertHostLine(tx, found.request, { kind: 'update', body: `${found.request.hostName} reconfirmed the recording.` });
    return { after, audit: moveAudit('booking.reconfirm', found, { by: 'host' }) };
  });
  return { message: RECONFIRMED, request: await hostRequest(ctx, token) };
}

/** The host cancels a confirmed recording still ahead, with a reason the agency and the guest's side read; every calendar drops it, and their links close with it (`cancelInWrite`). */
export async function hostCancel(ctx: RequestsContext, token: string, body: z.output<typeof cancelBody>, site: Site): Promise<{ message: string }> {
  const { found, after } = await hostWrite(ctx, token, (tx, found) => cancelInWrite(tx, found, 'host', body.reason, null));
  await tellCancelled(ctx, site, found, after);
  return { message: HOST_CANCELLED };
}

/** The host proposes a new time for a confirmed recording; the guest's side and the agency are asked to accept it (`proposeInWrite`). */
export async function hostReschedule(ctx: RequestsContext, token: string, body: z.output<typeof rescheduleBody>, site: Site): Promise<HostAnswer> {
  const { found, after } = await hostWrite(ctx, token, (tx, found) => proposeInWrite(tx, found, 'host', body.slot, null));
  await tellProposed(ctx, site, found, 'host', after.rescheduleSlot!);
  return { message: RESCHEDULE_PROPOSED, request: await hostRequest(ctx, token) };
}

/** The host answers a new time the guest's side or the agency proposed: the recording moves, or keeps its time (`answerInWrite`). */
export async function hostAnswerReschedule(ctx: RequestsContext, token: string, body: z.output<typeof rescheduleAnswerBody>, site: Site): Promise<HostAnswer> {
  const { found, after } = await hostWrite(ctx, token, (tx, found) => answerInWrite(tx, found, 'host', body.accept, null));
  await tellAnswered(ctx, site, found, after, 'host', body.accept);
  return { message: body.accept ? RESCHEDULE_ACCEPTED : RESCHEDULE_KEPT, request: await hostRequest(ctx, token) };
}

/** The host withdraws a request or releases a hold: the booking is cancelled, the agency told, the next hold in line (if any) moves up; their links close with it. */
export async function hostWithdraw(ctx: RequestsContext, token: string, body: z.output<typeof withdrawBody>, site: Site): Promise<{ message: string }> {
  let news = NO_NEWS;
  const { found, after } = await hostWrite(ctx, token, async (tx, found) => {
    requireStage(found, ['requested', 'held']);
    const after = await updateBooking(tx, found.booking.id, { status: 'cancelled', ...NO_HOLD });
    news = await releaseLine(tx, found.booking);
    await insertHostLine(tx, found.request, {
      kind: 'update',
      body: body.reason ? `${found.request.hostName} withdrew: ${body.reason}` : `${found.request.hostName} withdrew.`,
    });
    return { after, audit: moveAudit('booking.withdraw', found, { to: 'cancelled', reason: body.reason }) };
  });
  await mailAgency(ctx, site, found, (facts, inbox) => hostWithdrewMail(facts, body.reason, inbox));
  await updateCalendars(ctx, site, found, after);
  await tellLineNews(ctx, site, news);
  return { message: HOST_WITHDREW };
}
