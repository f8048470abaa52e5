import { NO_RESCHEDULE_TO_ANSWER, PROPOSED_TIME_PASSED, RECORDING_PASSED, SAME_TIME, type Canceller } from '@shared/api/bookings/pipeline';
import { fullTimeIn } from '@shared/dates';
import type { Tx } from '@server/db/client';
import { badRequest, conflict } from '@server/lib/errors';
import type { Site } from '@server/platform/site';
import { agencyInbox } from '../requests/agency-mail';
import { type DeskWrite, moveAudit, requireFreeTime, requireNotBusy, requireStage } from './desk-case';
import { type DeskMailContext, guestZone, mailAgency, mailGuest, mailHostWithLink, updateCalendars } from './desk-mail';
import { type DeskCase, insertAgencyLine, insertHostLine, updateBooking } from './desk.repo';
import { type RescheduleFacts, rescheduleKeptMail, rescheduleProposedMail } from './mails/reschedule.mail';
import type { ReadingClock } from '../holds/mails/booking-facts';
import type { MailContent } from '@server/platform/mail/compose-mail';

/** A side of a booking, named as the others read it. */
function sideName(found: DeskCase, side: Canceller, siteName: string): string {
  if (side === 'host') return `${found.request.hostName}, the host of ${found.request.showName},`;
  if (side === 'guest') return found.guest.name;
  return `The agency (${siteName})`;
}

/** Writes a side's line in the host's thread: the host's own, or the agency's (the guest's side writes through the agency). */
async function threadLine(tx: Tx, found: DeskCase, side: Canceller, authorUserId: number | null, body: string): Promise<void> {
  if (side === 'host') await insertHostLine(tx, found.request, { kind: 'update', body: `${found.request.hostName} ${body}` });
  else await insertAgencyLine(tx, found.request, authorUserId, { kind: 'update', body: `${side === 'guest' ? found.guest.name : 'We'} ${body}` });
}

/** Refuses (409 RECORDING_PASSED) a confirmed booking whose recording time has passed, and (409 BOOKING_MOVED_ON) one not confirmed. */
function requireConfirmedAhead(found: DeskCase): Date {
  requireStage(found, ['confirmed']);
  const at = found.booking.scheduledFor;
  if (!at || at.getTime() <= Date.now()) throw conflict(RECORDING_PASSED, 'RECORDING_PASSED');
  return at;
}

/**
 * A side proposes a new time for a confirmed recording still ahead (replacing an earlier proposal):
 * kept on the booking until the other side answers, with a thread line, audited
 * `booking.reschedule-propose`. 400 for a time passed or the booking's own; 409 when the guest is
 * booked then (`requireFreeTime`) or their own calendar says busy (`requireNotBusy`), or the
 * booking moved on or its time passed.
 */
export async function proposeInWrite(tx: Tx, found: DeskCase, by: Canceller, slot: string, authorUserId: number | null): Promise<Omit<DeskWrite, 'found'>> {
  const current = requireConfirmedAhead(found);
  const at = new Date(slot);
  if (at.getTime() <= Date.now()) throw badRequest('slot: Pick a time in the future', 'VALIDATION_FAILED');
  if (at.getTime() === current.getTime()) throw badRequest(`slot: ${SAME_TIME}`, 'VALIDATION_FAILED');
  const readerZone = by === 'host' ? found.request.timeZone : guestZone(found);
  await requireNotBusy(tx, found.guest, at, found.booking.recordingMinutes, readerZone);
  await requireFreeTime(tx, found, at, readerZone);
  const after = await updateBooking(tx, found.booking.id, { rescheduleSlot: at, rescheduleBy: by });
  await threadLine(tx, found, by, authorUserId, `proposed a new time: ${fullTimeIn(at, found.request.timeZone)}.`);
  return { after, audit: moveAudit('booking.reschedule-propose', found, { by, slot: at.toISOString() }) };
}

/** Whether `side` may answer a new time `proposer` proposed: the host answers the guest's side or the agency, and they answer the host. */
const mayAnswer = (side: Canceller, proposer: Canceller | null) => proposer !== null && (side === 'host' ? proposer !== 'host' : proposer === 'host');

/**
 * The other side answers a proposed new time: accepted, the recording moves to it (the guest still
 * free then) and the proposal clears, audited `booking.reschedule`; kept, the proposal clears,
 * audited `booking.reschedule-keep`. A thread line either way. 409 NO_RESCHEDULE_TO_ANSWER when
 * none waits on this side, PROPOSED_TIME_PASSED for a time gone by.
 */
export async function answerInWrite(tx: Tx, found: DeskCase, by: Canceller, accept: boolean, authorUserId: number | null): Promise<Omit<DeskWrite, 'found'>> {
  const current = requireConfirmedAhead(found);
  const proposal = found.booking.rescheduleSlot;
  if (!proposal || !mayAnswer(by, found.booking.rescheduleBy)) throw conflict(NO_RESCHEDULE_TO_ANSWER, 'NO_RESCHEDULE_TO_ANSWER');
  const cleared = { rescheduleSlot: null, rescheduleBy: null };
  if (!accept) {
    const after = await updateBooking(tx, found.booking.id, cleared);
    await threadLine(tx, found, by, authorUserId, `kept the current time rather than ${fullTimeIn(proposal, found.request.timeZone)}.`);
    return { after, audit: moveAudit('booking.reschedule-keep', found, { by, slot: proposal.toISOString() }) };
  }
  if (proposal.getTime() <= Date.now()) throw conflict(PROPOSED_TIME_PASSED, 'PROPOSED_TIME_PASSED');
  await requireFreeTime(tx, found, proposal, by === 'host' ? found.request.timeZone : guestZone(found));
  const after = await updateBooking(tx, found.booking.id, { ...cleared, scheduledFor: proposal });
  await threadLine(tx, found, by, authorUserId, `accepted the new time: ${fullTimeIn(proposal, found.request.timeZone)}.`);
  return { after, audit: moveAudit('booking.reschedule', found, { by, from: current.toISOString(), to: proposal.toISOString() }) };
}

/**
 * Mails each of `sides` the mail `write` makes on their clock with the other party's beside: the
 * host (their zone, the guest's beside) with a fresh link, the guest's people (theirs, the host's
 * beside) their Bookings page, the agency (the host's, the guest's beside) its inbox.
 */
async function mailSides(
  ctx: DeskMailContext,
  site: Site,
  found: DeskCase,
  sides: readonly Canceller[],
  write: (clock: ReadingClock, link: string) => MailContent,
): Promise<void> {
  const guestClock = { name: found.guest.name, timeZone: found.guest.timeZone };
  const hostReads = { zone: found.request.timeZone, other: guestClock };
  if (sides.includes('host')) await mailHostWithLink(ctx, site, found, (_facts, link) => write(hostReads, link));
  if (sides.includes('guest')) {
    const page = `${site.baseUrl}/profile/${found.guest.slug}/bookings`;
    await mailGuest(ctx, site, found, write({ zone: guestZone(found), other: { name: found.request.hostName, timeZone: found.request.timeZone } }, page), page);
  }
  if (sides.includes('agency')) await mailAgency(ctx, site, found, () => write(hostReads, agencyInbox(site)));
}

/** The facts of a proposal for its mails: `by` answered or proposed it. */
function factsOf(ctx: DeskMailContext, found: DeskCase, by: Canceller, to: Date): RescheduleFacts {
  return {
    guestName: found.guest.name,
    showName: found.request.showName,
    by,
    who: sideName(found, by, ctx.config.siteName),
    from: found.booking.scheduledFor!,
    to,
    siteName: ctx.config.siteName,
  };
}

/** After a proposal commits, whoever may answer it is asked to accept it or keep the time: for the host's, the guest's side and the agency; else the host. */
export async function tellProposed(ctx: DeskMailContext, site: Site, found: DeskCase, by: Canceller, slot: Date): Promise<void> {
  const facts = factsOf(ctx, found, by, slot);
  await mailSides(ctx, site, found, by === 'host' ? ['guest', 'agency'] : ['host'], (clock, link) => rescheduleProposedMail(facts, clock, link));
}

/** After an answer commits: an accepted time moves every calendar (the updated invitation tells every side); a kept time is told to whoever proposed it. */
export async function tellAnswered(
  ctx: DeskMailContext,
  site: Site,
  found: DeskCase,
  after: DeskWrite['after'],
  by: Canceller,
  accept: boolean,
): Promise<void> {
  if (accept) {
    await updateCalendars(ctx, site, found, after);
    return;
  }
  const facts = factsOf(ctx, found, by, found.booking.rescheduleSlot!);
  await mailSides(ctx, site, found, [found.booking.rescheduleBy!], (clock, link) => rescheduleKeptMail(facts, clock, link));
}
