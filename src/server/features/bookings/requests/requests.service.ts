import type { z } from 'zod';
import type { Site } from '@server/platform/site';
import type { RequestsContext } from './requests-context';
import type { SessionUser } from '@shared/api/session-user';
import type { AdminListPage } from '@shared/api/admin-lists';
import {
  type AdminBookingRequest,
  type adminBookingRequestsQuery,
  type BookingProgress,
  type BookingRequestNote,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_JOINED,
  BOOKING_REQUEST_LIMITS,
  BOOKING_REQUEST_SENT,
  type bookingRequestBody,
  HOST_LINK_INVALID,
  type HostRequestClosed,
  type HostRequestView,
} from '@shared/api/bookings/requests';
import { isAdmin, isAgency } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { AppError, badRequest, forbidden, notFound } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { requireClient } from '@server/features/directory/clients/clients.service';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { auditActorOf, auditedWrite } from '@server/platform/audit/audited-write';
import { showsProvenByHost } from '@server/features/directory/appearances/feeds/feed-ownership';
import { busySlotsOf } from '../busy-times/busy-slots';
import { calendarsOf, lastProposal, lastProposals } from '../desk/desk.repo';
import type { BookingRow } from '../holds/booking-parties';
import { pitchOffering, pitchOrigins, recordPitchRequest } from '../pitches/pitches.service';
import { freshHostLink } from '../desk/desk-mail';
import type { Mail } from '@server/integrations/mail/mailer';
import { agencyInbox, mailTheAgency } from './agency-mail';
import { newRequestMail } from './mails/new-request.mail';
import { requestConfirmationMail } from './mails/request-confirmation.mail';
import { limitMailsFromAddress, limitMailsToMailbox } from './mail-limits';
import * as repo from './requests.repo';
import { noShowCountsOf } from './no-show-counts';
import { personTagOffer } from './person-tag-offer';
import { showLinesOf } from '../reliability/reliability.service';
import { type LinePlace, linePlacesOf } from '../desk/hold-line-places';
import { reconfirmationOf, rescheduleOf } from '../reminders/reconfirmation-of';
import { showAddressKey } from '@server/lib/show-address';
import { emailKey } from '@shared/api/fields';
import { RECORDING_MINUTES } from '@shared/api/bookings/desk';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 404 of a guest who can't be requested: unknown, or a profile no visitor can see (archived). */
export const GUEST_NOT_FOUND = 'This guest is not in the directory.';
/** The 400 of a proposed time that is not ahead. */
export const SLOT_IN_THE_PAST = 'Each proposed time must be in the future';
/** The 429 of a mailbox past BOOKING_REQUEST_LIMITS.perEmailPerDay. */
export const TOO_MANY_FROM_EMAIL = 'You have sent many requests today. Please try again tomorrow, or write to the agency.';
/** The 503 when the confirmation mail could not be sent (nothing was kept: sending again is safe). */
export const MAIL_FAILED = 'We could not send the confirmation email just now. Please try again in a few minutes.';

/** The line a later request adds to the first one's thread: who asked again, and their message. */
function noteOf(body: { hostName: string; hostEmail: string; showName: string; message: string }): string {
  const who = `${body.hostName} (${body.hostEmail}) asked again for ${body.showName}`;
  return body.message ? `${who}: ${body.message}` : `${who}.`;
}

/** The confirmation mail (`requestConfirmationMail`) to a host's address, with its link; replies reach the agency. */
function confirmationTo(ctx: RequestsContext, to: string, link: string): Mail {
  return { to, ...requestConfirmationMail({ siteName: ctx.config.siteName, link }), link, replies: 'agency' };
}

/**
 * A host asks for a guest (202 in every accepted case, the same words). A filled honeypot is
 * dropped silently. Each attempt counts against the client address (`ip`, per minute and per
 * day) and against the mailbox of the email (per day), 429 beyond. Sent again by the same host for
 * the same guest and show while their first is unconfirmed (within
 * BOOKING_REQUEST_LIMITS.duplicateWindowDays), it joins that one as a note, and the host is mailed
 * a fresh link to it. Otherwise the request is stored unconfirmed with a fresh link (its hash
 * only), and the host is mailed the link; if that mail fails, the request is removed and the host
 * told to try again (503), so no request waits on a link nobody received. Either mail carries none
 * of the sender's words (`requestConfirmationMail`). Sent from a live pitch page offering the guest,
 * the request keeps the pitch and the pitch's timeline records it (a joined one too). A duplicate
 * of a request the agency already has joins it only once its own host confirms (confirmRequest),
 * and only while that one still waits on its answer (else it is a new episode's request), so
 * nothing unconfirmed reaches the agency, and the answer and the mail tell no one whether the
 * show asked before.
 */
export async function requestGuest(ctx: RequestsContext, input: z.output<typeof bookingRequestBody>, site: Site, ip: string): Promise<{ message: string }> {
  const sent = { message: BOOKING_REQUEST_SENT };
  if (input.website !== '') return sent;
  const guest = await requireClient(ctx, input.clientId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  });
  if (!guest || guest.archived) throw notFound(GUEST_NOT_FOUND, 'GUEST_NOT_FOUND');
  const now = Date.now();
  if (input.slots.some((slot) => Date.parse(slot) <= now)) throw badRequest(`slots: ${SLOT_IN_THE_PAST}`, 'VALIDATION_FAILED');
  const hostEmail = emailKey(input.hostEmail);
  await limitMailsFromAddress(ctx, ip);
  await limitMailsToMailbox(ctx, 'email', hostEmail, BOOKING_REQUEST_LIMITS.perEmailPerDay, TOO_MANY_FROM_EMAIL);

  const showKey = showAddressKey(input.showUrl)!;
  // sent from a pitch page: kept on the request and its timeline when the pitch lives and offers this guest
  const pitchId = input.pitch ? await pitchOffering(ctx.db, input.pitch, guest.id) : undefined;
  const token = randomToken();
  const outcome = await ctx.db.transaction(async (tx): Promise<{ created: number } | { joined: number; link: string }> => {
    const first = await repo.findDuplicate(tx, guest.id, showKey, BOOKING_REQUEST_LIMITS.duplicateWindowDays, hostEmail);
    if (first) {
      await repo.insertNote(tx, { requestId: first.id, body: noteOf({ ...input, hostEmail }), hostEmail });
      // audited with the note, in its transaction; a visitor is no account (actor null)
      await insertAudit(tx, {
        ...auditActorOf(null),
        action: 'booking-request.join',
        targetType: 'booking-request',
        targetId: first.id,
        details: { clientId: guest.id, showName: input.showName },
      });
      if (pitchId) await recordPitchRequest(tx, pitchId, guest.id);
      return { joined: first.id, link: await freshHostLink(tx, site, first.id, first.linkExpiresAt) };
    }
    const id = await repo.insertRequest(tx, {
      clientId: guest.id,
      hostName: input.hostName,
      hostEmail,
      showName: input.showName,
      showUrl: input.showUrl,
      showKey,
      audienceSize: input.audienceSize,
      topic: input.topic,
      slots: input.slots.map((slot) => new Date(slot).toISOString()),
      timeZone: input.timeZone,
      format: input.format,
      setting: input.setting,
      message: input.message,
      linkExpiresAt: new Date(now + BOOKING_REQUEST_LIMITS.unconfirmedLinkDays * DAY_MS),
      pitchId: pitchId ?? null,
    });
    if (pitchId) await recordPitchRequest(tx, pitchId, guest.id);
    await repo.insertHostLink(tx, id, hashToken(token), new Date(now + BOOKING_REQUEST_LIMITS.unconfirmedLinkDays * DAY_MS));
    return { created: id };
  });
  if ('joined' in outcome) {
    // the note is stored with the request: a failed mail is only logged
    await ctx.mailer
      .send(confirmationTo(ctx, hostEmail, outcome.link))
      .catch((error: unknown) => site.log.error({ err: error, requestId: outcome.joined }, 'The mail of a booking request sent again failed'));
    return sent;
  }
  try {
    await ctx.mailer.send(confirmationTo(ctx, hostEmail, `${site.baseUrl}/requests/${token}`));
  } catch (error) {
    site.log.error({ err: error, requestId: outcome.created }, 'The booking request confirmation mail failed; the request was removed');
    await repo.deleteRequest(ctx.db, outcome.created);
    throw new AppError(503, MAIL_FAILED, 'MAIL_FAILED', 60);
  }
  return sent;
}

/** Thrown inside the confirmation's transaction when another call confirmed it first (rolls back the audit entry). */
const ALREADY_CONFIRMED = new Error('already confirmed');

/** A stored request as both its views show it (the host's and the inbox's): the show, the times, the message, the dates. */
function requestFieldsOf(request: NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>['request']) {
  return {
    status: request.status,
    hostName: request.hostName,
    showName: request.showName,
    showUrl: request.showUrl,
    audienceSize: request.audienceSize,
    topic: request.topic,
    slots: request.slots,
    timeZone: request.timeZone,
    format: request.format,
    setting: request.setting,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    confirmedAt: request.confirmedAt?.toISOString() ?? null,
  };
}

/** Thread lines as the views show them. */
const notesOut = (notes: Awaited<ReturnType<typeof repo.notesOf>>): BookingRequestNote[] =>
  notes.map((note) => ({ author: note.author, kind: note.kind, body: note.body, slots: note.slots, createdAt: note.createdAt.toISOString() }));

/** A booking's progress as both sides read it, with its place in line when its time carries more than one hold; null before the host confirmed the request. */
function progressOf(booking: BookingRow | null, places: Map<number, LinePlace>): BookingProgress | null {
  if (!booking) return null;
  return {
    status: booking.status,
    slot: booking.scheduledFor?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdAwaiting: booking.holdAwaiting,
    recordingLink: booking.recordingLink,
    recordingMinutes: booking.recordingMinutes,
    declineReason: booking.declineReason,
    noShow: booking.noShow && booking.noShowBy && booking.noShowAt ? { who: booking.noShow, by: booking.noShowBy, at: booking.noShowAt.toISOString() } : null,
    line: places.get(booking.id) ?? null,
    reconfirmation: reconfirmationOf(booking),
    reschedule: rescheduleOf(booking),
  };
}

/** The show holding first the time a booking's hold is in line for (from the guests' calendars read for the page); null unless in line. */
function firstHoldOf(booking: BookingRow, calendars: Awaited<ReturnType<typeof calendarsOf>>): AdminBookingRequest['firstHold'] {
  if (booking.status !== 'held' || booking.queuedBehind === null) return null;
  const first = calendars.find((entry) => entry.bookingId === booking.queuedBehind);
  return first ? { showName: first.showName, bookingId: first.bookingId } : null;
}

/** The agency's last proposed times still ahead, while the booking waits on an answer (requested). */
function openProposals(booking: BookingRow | null, proposal: string[]): string[] {
  if (booking?.status !== 'requested') return [];
  const now = Date.now();
  return proposal.filter((slot) => Date.parse(slot) > now);
}

/** Whether the host may ask for a tag proving the show's feed theirs: the request confirmed, its booking holding the show's feed. */
export function canProveShow(found: NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>): boolean {
  return found.request.status === 'requested' && found.booking?.feedId != null;
}

/** The host's view of a request row with its guest, booking, thread, the agency's open proposal, and whether they proved their show's feed. */
async function hostViewOf(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  found: NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>,
): Promise<HostRequestView> {
  const [notes, proposal, proven, places] = await Promise.all([
    repo.notesOf(db, [found.request.id], found.request.hostEmail),
    lastProposal(db, found.request.id),
    showsProvenByHost(db, [found.request]),
    linePlacesOf(db, found.booking ? [found.booking] : []),
  ]);
  const open = openProposals(found.booking, proposal);
  // a time the guest's own calendar came to mark busy is no longer offered
  const [busy] = await busySlotsOf(db, [
    { clientId: found.request.clientId, slots: open, minutes: found.booking?.recordingMinutes ?? RECORDING_MINUTES.default },
  ]);
  return {
    ...requestFieldsOf(found.request),
    guest: found.guest,
    notes: notesOut(notes),
    booking: progressOf(found.booking, places),
    proposals: open.filter((slot) => !busy!.includes(slot)),
    showVerified: proven.has(found.request.id),
    canProveShow: canProveShow(found),
    personTag: personTagOffer(config, found.guest, found.booking?.status),
  };
}

/** The request a host's token opens while its link lives; 404 (HOST_LINK_INVALID) otherwise. */
export async function requireByToken(ctx: Pick<AppContext, 'db'>, token: string) {
  const found = await repo.findByTokenHash(ctx.db, hashToken(token));
  if (!found) throw notFound(HOST_LINK_INVALID, 'HOST_LINK_INVALID');
  return found;
}

/**
 * What the host's link opens (GET /api/requests/:token): their request while it lives; once the
 * agency or the guest declined it (with the reason they were mailed), the host withdrew it, the
 * agency cancelled its booking or its hold ran out, only that; 404 (HOST_LINK_INVALID) otherwise. Every action through the link still refuses a closed
 * request (`requireByToken`).
 */
export async function hostRequestPage(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<HostRequestView | HostRequestClosed> {
  const tokenHash = hashToken(token);
  const found = await repo.findByTokenHash(ctx.db, tokenHash);
  if (found) return hostViewOf(ctx, found);
  const closed = await repo.findClosedByTokenHash(ctx.db, tokenHash);
  if (!closed) throw notFound(HOST_LINK_INVALID, 'HOST_LINK_INVALID');
  const how = closed.status === 'cancelled' ? (closed.withdrawn ? 'withdrawn' : 'cancelled') : closed.status === 'expired' ? 'expired' : 'declined';
  const cancelled = how === 'cancelled' && closed.cancelledBy && closed.cancelReason ? { by: closed.cancelledBy, reason: closed.cancelReason } : null;
  return { closed: how, guest: closed.guest, showName: closed.showName, declineReason: how === 'declined' ? closed.declineReason : null, cancelled };
}

/** What the host sees through their link: their own request, and the notes sent from their email. */
export async function hostRequest(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<HostRequestView> {
  return hostViewOf(ctx, await requireByToken(ctx, token));
}

/**
 * The host confirms their email. When the agency already has a request for the same guest and
 * show that still waits on its answer (made within BOOKING_REQUEST_LIMITS.duplicateWindowDays, its
 * booking `requested`), this one joins it: its message becomes a note in that thread (audited `booking-request.join`), it turns `joined`
 * and its link keeps its expiry. Otherwise (no such request, or the show's earlier booking is held,
 * confirmed, recorded, published or closed: a new episode) it becomes `requested`, its booking opens, its link
 * lives until the booking closes, it is audited `booking-request.confirm` and mailed to the agency,
 * best effort (a failure is logged). Both run under the show's lock, so of two requests confirmed
 * at once the second joins the first. Confirming again answers the same; a visitor is no actor.
 */
export async function confirmRequest(ctx: RequestsContext, token: string, site: Site): Promise<{ message: string; request: HostRequestView }> {
  const found = await requireByToken(ctx, token);
  let outcome: { joinedTo: number | null } | undefined;
  if (found.request.status === 'unconfirmed') {
    const { request } = found;
    // a concurrent confirmation may win the update: then nothing is written, and nothing audited
    outcome = await auditedWrite(
      ctx.db,
      null,
      async (tx) => {
        const target = await repo.findJoinTarget(tx, request, BOOKING_REQUEST_LIMITS.duplicateWindowDays);
        if (!target) {
          if (!(await repo.confirmRequest(tx, request.id))) throw ALREADY_CONFIRMED;
          return { joinedTo: null };
        }
        if (!(await repo.joinInto(tx, request.id, target.id))) throw ALREADY_CONFIRMED;
        await repo.insertNote(tx, { requestId: target.id, body: noteOf(request), hostEmail: request.hostEmail });
        return { joinedTo: target.id };
      },
      ({ joinedTo }) =>
        joinedTo === null
          ? {
              action: 'booking-request.confirm',
              targetType: 'booking-request',
              targetId: request.id,
              details: { clientId: request.clientId, showName: request.showName },
            }
          : {
              action: 'booking-request.join',
              targetType: 'booking-request',
              targetId: joinedTo,
              details: { clientId: request.clientId, showName: request.showName, joinedRequestId: request.id },
            },
    ).catch((error: unknown) => {
      if (error === ALREADY_CONFIRMED) return undefined;
      throw error;
    });
  }
  if (outcome?.joinedTo === null) await tellTheAgency(ctx, found, site);
  const fresh = await repo.findByTokenHash(ctx.db, hashToken(token));
  if (fresh?.request.status === 'joined') return { message: BOOKING_REQUEST_JOINED, request: await hostViewOf(ctx, fresh) };
  if (fresh?.request.status !== 'requested') throw notFound(HOST_LINK_INVALID, 'HOST_LINK_INVALID');
  return { message: BOOKING_REQUEST_CONFIRMED, request: await hostViewOf(ctx, fresh) };
}

/** Mails the agency (active admins and owners, and the team assigned to the guest) of a new request; failures are logged, never thrown. */
async function tellTheAgency(ctx: RequestsContext, found: NonNullable<Awaited<ReturnType<typeof repo.findByTokenHash>>>, site: Site): Promise<void> {
  const { request, guest } = found;
  const link = agencyInbox(site);
  const facts = { ...request, hostZone: request.timeZone, guestName: guest.name, guestZone: guest.timeZone };
  await mailTheAgency(ctx, site, request.clientId, { ...newRequestMail(facts, link), link }, { requestId: request.id });
}

/**
 * The agency's inbox: confirmed requests, newest first. Admins and owners see every guest's; a
 * team member those of the clients they are assigned to; anyone else is refused (403, also by the route's rule).
 */
export async function inbox(
  ctx: Pick<AppContext, 'db'>,
  user: SessionUser,
  query: z.output<typeof adminBookingRequestsQuery>,
): Promise<AdminListPage<AdminBookingRequest>> {
  let clientIds: number[] | undefined;
  if (!isAdmin(user)) {
    if (!isAgency(user)) throw forbidden('Only the agency sees booking requests');
    clientIds = await repo.clientsOfTeamMember(ctx.db, user.id, user.clientId);
  }
  const { items, count } = await repo.inboxList.page(ctx.db, { ...query, clientIds });
  return toAdminPage(await inboxRowsOf(ctx, items), count, query);
}

/** One request as the inbox shows it (after an action on it); 404 when it is not a confirmed request. */
export async function inboxRow(ctx: Pick<AppContext, 'db'>, requestId: number): Promise<AdminBookingRequest> {
  const item = await repo.inboxItem(ctx.db, requestId);
  if (!item) throw notFound('Booking request not found');
  const [row] = await inboxRowsOf(ctx, [item]);
  return row;
}

/** Inbox rows with their threads, hosts' histories, open proposals, guests' calendars, proven shows, the pitch pages they came from, the no-shows of their guests and shows and the shows' records, each read in one query for all the rows. */
async function inboxRowsOf(ctx: Pick<AppContext, 'db'>, items: repo.InboxRow[]): Promise<AdminBookingRequest[]> {
  const requestIds = items.map((row) => row.request.id);
  const [notes, confirmed, proposals, calendars, proven, pitches, noShows, places, showLines] = await Promise.all([
    repo.notesOf(ctx.db, requestIds),
    repo.confirmedCountsOf(
      ctx.db,
      items.map((row) => row.request.hostEmail),
    ),
    lastProposals(ctx.db, requestIds),
    calendarsOf(
      ctx.db,
      items.map((row) => row.request.clientId),
    ),
    showsProvenByHost(
      ctx.db,
      items.map((row) => row.request),
    ),
    pitchOrigins(
      ctx.db,
      items.map((row) => row.request.pitchId),
    ),
    noShowCountsOf(
      ctx.db,
      items.map((row) => row.request.clientId),
      items.map((row) => row.request.showKey),
    ),
    linePlacesOf(
      ctx.db,
      items.map((row) => row.booking),
    ),
    showLinesOf(
      ctx.db,
      items.map((row) => row.booking.feedId),
    ),
  ]);
  const busy = await busySlotsOf(
    ctx.db,
    items.map(({ request, booking }) => ({
      clientId: request.clientId,
      slots:
        booking.status === 'requested'
          ? [...request.slots, ...openProposals(booking, proposals.get(request.id) ?? [])].filter((slot) => Date.parse(slot) > Date.now())
          : [],
      minutes: booking.recordingMinutes,
    })),
  );
  return items.map(
    ({ request, booking, clientName, clientSlug, approvesEachShow, guestTimeZone }, index): AdminBookingRequest => ({
      ...requestFieldsOf(request),
      id: request.id,
      clientId: request.clientId,
      clientName,
      clientSlug,
      hostEmail: request.hostEmail,
      // the host's other confirmed requests: every row of the inbox is confirmed itself
      hostHistory: Math.max(0, (confirmed.get(request.hostEmail) ?? 1) - 1),
      notes: notesOut(notes.filter((note) => note.requestId === request.id)),
      booking: progressOf(booking, places),
      proposals: openProposals(booking, proposals.get(request.id) ?? []),
      approvesEachShow,
      guestTimeZone,
      showVerified: proven.has(request.id),
      fromPitch: request.pitchId === null ? null : (pitches.get(request.pitchId) ?? null),
      noShows: { guest: noShows.byGuest(request.clientId), show: noShows.byShow(request.showKey) },
      showRecord: showLines(booking.feedId),
      guestCalendar: calendars
        .filter((entry) => entry.clientId === request.clientId && entry.bookingId !== booking.id)
        .map((entry) => ({
          bookingId: entry.bookingId,
          showName: entry.showName,
          status: entry.status,
          slot: entry.scheduledFor?.toISOString() ?? null,
          recordingMinutes: entry.recordingMinutes,
          holdExpiresAt: entry.holdExpiresAt?.toISOString() ?? null,
          inLineBehind: entry.queuedBehind,
        })),
      firstHold: firstHoldOf(booking, calendars),
      busySlots: busy[index]!,
    }),
  );
}
