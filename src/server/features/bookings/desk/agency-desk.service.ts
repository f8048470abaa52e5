import type { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import {
  alreadyChallenged,
  BOOKING_MOVED_ON,
  FIRST_HOLD_WITH_GUEST,
  NOT_IN_LINE,
  recordingLength,
  type acceptSlotBody,
  type cancelBody,
  type declineBody,
  type messageBody,
  type noShowBody,
  type proposeSlotsBody,
  type rescheduleAnswerBody,
  type rescheduleBody,
  type recordingDetailsBody,
} from '@shared/api/bookings/desk';
import type { AdminBookingRequest } from '@shared/api/bookings/requests';
import type { Tx } from '@server/db/client';
import { badRequest, conflict } from '@server/lib/errors';
import type { RequestsContext } from '../requests/requests-context';
import type { Site } from '@server/platform/site';
import { inboxRow } from '../requests/requests.service';
import { agencyWrite, moveAudit, NO_HOLD, noShowOf, requireFreeTime, requireMissable, requireNotBusy, requireOffered, requireStage } from './desk-case';
import { mailDeclined, mailHostWithLink, updateCalendars } from './desk-mail';
import { fullTimeIn } from '@shared/dates';
import { hostQuestionMail } from './mails/host-question.mail';
import { otherTimesMail } from './mails/other-times.mail';
import { caseOfRequest, type DeskCase, insertAgencyLine, lastProposal, lockCaseOfBooking, lockClashesOf, updateBooking } from './desk.repo';
import { firstHoldToWaitBehind, joinLine, NO_NEWS, releaseLine } from './hold-line';
import { announceHold, tellLineNews } from './hold-news';
import { cancelInWrite, tellCancelled } from './cancellation';
import { answerInWrite, proposeInWrite, tellAnswered, tellProposed } from './reschedule';
import { heldInLineMail, holdChallengedMail, placeInWords } from './mails/hold-line.mail';
import { challengeHoursOf, holdHoursOf, holdTimes } from '../holds/hold-settings';

/** One of the agency's actions on a request (POST or PUT /api/admin/booking-requests/{id}/…): the request's inbox row as it stands after. */
type AgencyAction<Body> = (ctx: RequestsContext, user: SessionUser, requestId: number, body: Body, site: Site) => Promise<AdminBookingRequest>;

/**
 * Holds a time for a case: the booking becomes `held` on the agency's clock, waiting on the guest
 * when they approve each show, else on the host. Used by the agency's accept and the host's pick.
 */
export async function holdTime(tx: Tx, found: DeskCase, slot: string, recording: RecordingDetails) {
  const [clock, hours] = await Promise.all([holdTimes(tx), holdHoursOf(tx)]);
  const holdAwaiting = found.guest.approvesEachShow ? ('guest' as const) : ('host' as const);
  const after = await updateBooking(tx, found.booking.id, {
    status: 'held',
    scheduledFor: new Date(slot),
    ...recording,
    holdAwaiting,
    holdExpiresAt: clock.holdExpiresAt,
    holdRemindAt: clock.holdRemindAt,
    holdRemindedAt: null,
  });
  return { after, hours };
}

/** A booking's recording link and planned length. */
export type RecordingDetails = z.output<typeof recordingDetailsBody>;

/**
 * The agency accepts one of the host's times (or of its own last proposal): a hold. 409 when the
 * request is no longer waiting (held, declined, or moved on) or the guest is booked then, 400 for a
 * time not proposed or passed.
 */
export const acceptSlot: AgencyAction<z.output<typeof acceptSlotBody>> = async (ctx, user, requestId, body, site) => {
  let place = 1;
  const { found, after } = await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireStage(found, ['requested']);
    const slot = requireOffered(body.slot, [...found.request.slots, ...(await lastProposal(tx, found.request.id))]);
    await requireNotBusy(tx, found.guest, slot, body.recordingMinutes, found.request.timeZone);
    const recording = { recordingLink: body.recordingLink, recordingMinutes: body.recordingMinutes };
    // the agency's desk shows times in the host's zone
    const clashes = await lockClashesOf(tx, found.guest.id, found.booking.id, new Date(slot), body.recordingMinutes);
    const firstId = await firstHoldToWaitBehind(tx, found.guest.name, clashes, found.request.timeZone);
    if (firstId !== undefined) {
      const joined = await joinLine(tx, found, firstId, slot, recording);
      place = joined.place;
      await insertAgencyLine(tx, found.request, user.id, {
        kind: 'update',
        slots: [slot],
        body: `Another show holds ${fullTimeIn(slot, found.request.timeZone)} first. We have put you ${placeInWords(place)} in line for it: if it comes free, it is held for you and we will tell you.`,
      });
      return { after: joined.after, audit: moveAudit('booking.queue', found, { to: 'held', slot, behind: firstId, place }) };
    }
    const { after, hours } = await holdTime(tx, found, slot, recording);
    await insertAgencyLine(tx, found.request, user.id, {
      kind: 'update',
      slots: [slot],
      body:
        after.holdAwaiting === 'guest'
          ? `We are holding ${fullTimeIn(slot, found.request.timeZone)} while ${found.guest.name} approves.`
          : `We are holding ${fullTimeIn(slot, found.request.timeZone)} for you: please confirm it within ${hours} hours.`,
    });
    return { after, audit: moveAudit('booking.hold', found, { to: 'held', slot, awaiting: after.holdAwaiting }) };
  });
  if (after.queuedBehind === null) await announceHold(ctx, site, found, after);
  else await mailHostWithLink(ctx, site, found, (facts, link) => heldInLineMail(facts, { slot: after.scheduledFor!.toISOString(), place, link }));
  return inboxRow(ctx, requestId);
};

/** The agency proposes other times to the host (the request stays requested), mailed with the host's link. */
export const proposeSlots: AgencyAction<z.output<typeof proposeSlotsBody>> = async (ctx, user, requestId, body, site) => {
  if (body.slots.some((slot) => Date.parse(slot) <= Date.now())) throw badRequest('slots: Each proposed time must be in the future', 'VALIDATION_FAILED');
  const slots = body.slots.map((slot) => new Date(slot).toISOString());
  const { found } = await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireStage(found, ['requested']);
    for (const slot of slots) await requireNotBusy(tx, found.guest, slot, found.booking.recordingMinutes, found.request.timeZone);
    await insertAgencyLine(tx, found.request, user.id, { kind: 'proposal', slots, body: body.message });
    return { after: found.booking, audit: moveAudit('booking.propose', found, { slots }) };
  });
  await mailHostWithLink(ctx, site, found, (facts, link) => otherTimesMail(facts, { slots, message: body.message, link }));
  return inboxRow(ctx, requestId);
};

/** The agency asks the host a question (the booking open), mailed with the host's link to reply. */
export const askHost: AgencyAction<z.output<typeof messageBody>> = async (ctx, user, requestId, body, site) => {
  const { found } = await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireStage(found, ['requested', 'held', 'confirmed', 'recorded']);
    await insertAgencyLine(tx, found.request, user.id, { kind: 'question', body: body.message });
    return { after: found.booking, audit: moveAudit('booking.ask', found) };
  });
  await mailHostWithLink(ctx, site, found, (facts, link) => hostQuestionMail(facts, { message: body.message, link }));
  return inboxRow(ctx, requestId);
};

/** The agency declines a request or a hold, with a reason the host reads; the host's links close with it. */
export const declineRequest: AgencyAction<z.output<typeof declineBody>> = async (ctx, user, requestId, body, site) => {
  let news = NO_NEWS;
  const { found, after } = await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireStage(found, ['requested', 'held']);
    const after = await updateBooking(tx, found.booking.id, { status: 'declined', declineReason: body.reason, ...NO_HOLD });
    news = await releaseLine(tx, found.booking);
    await insertAgencyLine(tx, found.request, user.id, { kind: 'decline', body: body.reason });
    return { after, audit: moveAudit('booking.decline', found, { to: 'declined', reason: body.reason }) };
  });
  await mailDeclined(ctx, site, found, body.reason);
  await updateCalendars(ctx, site, found, after);
  await tellLineNews(ctx, site, news);
  return inboxRow(ctx, requestId);
};

/** The agency cancels a confirmed recording still ahead, with a reason the host and the guest's side read; every calendar drops it (`cancelInWrite`). */
export const cancelBooking: AgencyAction<z.output<typeof cancelBody>> = async (ctx, user, requestId, body, site) => {
  const { found, after } = await agencyWrite(ctx.db, user, requestId, (tx, found) => cancelInWrite(tx, found, 'agency', body.reason, user.id));
  await tellCancelled(ctx, site, found, after);
  return inboxRow(ctx, requestId);
};

/** The agency proposes a new time for a confirmed recording; its host is asked to accept it (`proposeInWrite`). */
export const proposeReschedule: AgencyAction<z.output<typeof rescheduleBody>> = async (ctx, user, requestId, body, site) => {
  const { found, after } = await agencyWrite(ctx.db, user, requestId, (tx, found) => proposeInWrite(tx, found, 'agency', body.slot, user.id));
  await tellProposed(ctx, site, found, 'agency', after.rescheduleSlot!);
  return inboxRow(ctx, requestId);
};

/** The agency (for the guest's side) answers a new time the host proposed: the recording moves, or keeps its time (`answerInWrite`). */
export const answerReschedule: AgencyAction<z.output<typeof rescheduleAnswerBody>> = async (ctx, user, requestId, body, site) => {
  const { found, after } = await agencyWrite(ctx.db, user, requestId, (tx, found) => answerInWrite(tx, found, 'agency', body.accept, user.id));
  await tellAnswered(ctx, site, found, after, 'agency', body.accept);
  return inboxRow(ctx, requestId);
};

/**
 * The agency notes who did not show up for a past confirmed recording (the guest or the host), or
 * takes the note back (`who` null), audited; nobody is mailed. 409 before the recording's time, or
 * for a booking not confirmed.
 */
export const noteNoShow: AgencyAction<z.output<typeof noShowBody>> = async (ctx, user, requestId, body) => {
  await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireMissable(found);
    const after = await updateBooking(tx, found.booking.id, noShowOf(body.who, 'agency'));
    return { after, audit: moveAudit('booking.no-show', found, { who: body.who, by: 'agency' }) };
  });
  return inboxRow(ctx, requestId);
};

/**
 * The agency challenges the first hold on the time this request's hold waits in line for: the first
 * hold's host gets until the challenge's deadline (the agency's setting, or sooner when their hold
 * runs out first) to confirm or release, told by mail with their link and in their thread; the
 * holds' job then expires it and the next in line moves up. Audited on the first hold. Only the
 * first hold is locked (the order every move of a line takes). 409 when this hold is not in line,
 * the first hold moved on (confirmed or released), waits on its guest, or was already challenged.
 */
export const challengeFirstHold: AgencyAction<void> = async (ctx, user, requestId, _body, site) => {
  let first: DeskCase | undefined;
  let until = new Date();
  await agencyWrite(
    ctx.db,
    user,
    requestId,
    async (tx, found) => {
      requireStage(found, ['held']);
      if (found.booking.queuedBehind === null) throw conflict(NOT_IN_LINE, 'NOT_IN_LINE');
      first = await lockCaseOfBooking(tx, found.booking.queuedBehind);
      const stillInLine = await caseOfRequest(tx, requestId);
      if (!first || stillInLine?.booking.queuedBehind !== first.booking.id) throw conflict(BOOKING_MOVED_ON, 'BOOKING_MOVED_ON');
      requireStage(first, ['held']);
      if (first.booking.holdAwaiting !== 'host') throw conflict(FIRST_HOLD_WITH_GUEST, 'FIRST_HOLD_WITH_GUEST');
      if (first.booking.challengedAt) throw conflict(alreadyChallenged(fullTimeIn(first.booking.holdExpiresAt!, found.request.timeZone)), 'ALREADY_CHALLENGED');
      const deadline = Date.now() + (await challengeHoursOf(tx)) * 3_600_000;
      until = new Date(Math.min(deadline, first.booking.holdExpiresAt!.getTime()));
      // the challenge's mail is the host's reminder: none other goes
      await updateBooking(tx, first.booking.id, { challengedAt: new Date(), holdExpiresAt: until, holdRemindedAt: new Date() });
      await insertAgencyLine(tx, first.request, user.id, {
        kind: 'update',
        body: `Another show has asked for this time. Please confirm it or release it by ${fullTimeIn(until, first.request.timeZone)}: after that it passes to the next show in line.`,
      });
      return { after: found.booking, audit: moveAudit('booking.challenge', first, { until: until.toISOString(), forRequestId: requestId }) };
    },
    false,
  );
  const slot = first!.booking.scheduledFor!.toISOString();
  await mailHostWithLink(ctx, site, first!, (facts, link) => holdChallengedMail(facts, { slot, until, link }));
  return inboxRow(ctx, requestId);
};

/** The thread's line telling the host of new recording details. */
function recordingLine(details: RecordingDetails): string {
  const length = `It is planned for ${recordingLength(details.recordingMinutes)}.`;
  return details.recordingLink ? `The recording link is ${details.recordingLink}. ${length}` : `There is no recording link yet. ${length}`;
}

/**
 * The agency sets or changes the recording link and planned length of a booking not yet recorded
 * (also one the host settled by picking a time), audited: a line in the thread tells the host of a
 * change, and an invited booking's invitations go out again with a raised sequence. 409 once the
 * booking is recorded or over, or when the longer recording would overlap another of the guest's.
 */
export async function setRecording(
  ctx: RequestsContext,
  user: SessionUser,
  requestId: number,
  body: RecordingDetails,
  site: Site,
): Promise<AdminBookingRequest> {
  const { found, after } = await agencyWrite(ctx.db, user, requestId, async (tx, found) => {
    requireStage(found, ['requested', 'held', 'confirmed']);
    // a longer recording must still fit the guest's calendar (a hold in line keeps no time of its own yet)
    if (found.booking.scheduledFor && found.booking.queuedBehind === null)
      await requireFreeTime(tx, found, found.booking.scheduledFor, found.request.timeZone, body.recordingMinutes);
    const before = { recordingLink: found.booking.recordingLink, recordingMinutes: found.booking.recordingMinutes };
    const after = await updateBooking(tx, found.booking.id, body);
    if (before.recordingLink !== body.recordingLink || before.recordingMinutes !== body.recordingMinutes) {
      await insertAgencyLine(tx, found.request, user.id, { kind: 'update', body: recordingLine(body) });
    }
    return { after, audit: moveAudit('booking.recording', found, { before, after: body }) };
  });
  await updateCalendars(ctx, site, found, after);
  return inboxRow(ctx, requestId);
}
