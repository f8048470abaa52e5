import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { NoteAuthor, NoteKind } from '@shared/api/bookings/pipeline';
import type { BookingRow } from '../holds/booking-parties';
import type { DbOrTx } from '@server/db/client';
import { bookingLinks, bookingRequestNotes, bookingRequests, bookings, clients } from '@server/db/schema';
import { liveLink } from '../pipeline/live-link';

/** A request as its table holds it. */
export type RequestRow = typeof bookingRequests.$inferSelect;

/** A request with its booking and guest, as the desk's actions read them (locked). */
export interface DeskCase {
  request: RequestRow;
  booking: BookingRow;
  guest: { id: number; name: string; slug: string; approvesEachShow: boolean; timeZone: string | null };
}

const caseColumns = {
  request: bookingRequests,
  booking: bookings,
  guest: { id: clients.id, name: clients.name, slug: clients.slug, approvesEachShow: clients.approvesEachShow, timeZone: clients.timeZone },
};

/** A booking made from a request, joined to it and its guest. */
function cases(db: DbOrTx) {
  return db
    .select(caseColumns)
    .from(bookings)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .$dynamic();
}

/** The confirmed request `requestId` with its booking and guest, the booking locked until the transaction ends; undefined when none. */
export async function lockCaseOfRequest(tx: DbOrTx, requestId: number): Promise<DeskCase | undefined> {
  return (await cases(tx).where(eq(bookingRequests.id, requestId)).for('update', { of: bookings }))[0];
}

/** The confirmed request `requestId` with its booking and guest, unlocked (a write that locks another booking first); undefined when none. */
export async function caseOfRequest(db: DbOrTx, requestId: number): Promise<DeskCase | undefined> {
  return (await cases(db).where(eq(bookingRequests.id, requestId)))[0];
}

/** The booking `bookingId` made from a request, with them both and its guest; undefined when none. */
export async function caseOfBooking(db: DbOrTx, bookingId: number): Promise<DeskCase | undefined> {
  return (await cases(db).where(eq(bookings.id, bookingId)))[0];
}

/** The same, the booking locked until the transaction ends. */
export async function lockCaseOfBooking(tx: DbOrTx, bookingId: number): Promise<DeskCase | undefined> {
  return (await cases(tx).where(eq(bookings.id, bookingId)).for('update', { of: bookings }))[0];
}

/** Changes a booking (stamping updated_at); the row after. */
export async function updateBooking(tx: DbOrTx, id: number, values: Partial<Omit<BookingRow, 'id' | 'createdAt'>>): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

/** Adds a line to a request's thread. */
async function insertThreadLine(
  tx: DbOrTx,
  values: {
    requestId: number;
    hostEmail: string;
    author: NoteAuthor;
    kind: NoteKind;
    body: string;
    slots?: string[] | null;
    authorUserId?: number | null;
    agencyMailPending?: boolean;
  },
): Promise<void> {
  await tx.insert(bookingRequestNotes).values(values);
}

/** Adds the agency's line to a request's thread, to its host, written by `authorUserId` (null for a guest's answer through their link). */
export async function insertAgencyLine(
  tx: DbOrTx,
  request: { id: number; hostEmail: string },
  authorUserId: number | null,
  line: { kind: NoteKind; body: string; slots?: string[] | null },
): Promise<void> {
  await insertThreadLine(tx, { requestId: request.id, hostEmail: request.hostEmail, author: 'agency', authorUserId, ...line });
}

/** Adds the host's line to their request's thread. */
export async function insertHostLine(
  tx: DbOrTx,
  request: { id: number; hostEmail: string },
  line: { kind: NoteKind; body: string; slots?: string[] | null; agencyMailPending?: boolean },
): Promise<void> {
  await insertThreadLine(tx, { requestId: request.id, hostEmail: request.hostEmail, author: 'host', ...line });
}

/** The times of the agency's last proposal on a request; empty when none was made. */
export async function lastProposal(db: DbOrTx, requestId: number): Promise<string[]> {
  const rows = await db
    .select({ slots: bookingRequestNotes.slots })
    .from(bookingRequestNotes)
    .where(and(eq(bookingRequestNotes.requestId, requestId), eq(bookingRequestNotes.kind, 'proposal')))
    .orderBy(sql`${bookingRequestNotes.createdAt} DESC`, sql`${bookingRequestNotes.id} DESC`)
    .limit(1);
  return rows[0]?.slots ?? [];
}

/** The last proposals of these requests, by request id (for a page of the inbox). */
export async function lastProposals(db: DbOrTx, requestIds: number[]): Promise<Map<number, string[]>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([bookingRequestNotes.requestId], { requestId: bookingRequestNotes.requestId, slots: bookingRequestNotes.slots })
    .from(bookingRequestNotes)
    .where(and(inArray(bookingRequestNotes.requestId, requestIds), eq(bookingRequestNotes.kind, 'proposal')))
    .orderBy(bookingRequestNotes.requestId, sql`${bookingRequestNotes.createdAt} DESC`, sql`${bookingRequestNotes.id} DESC`);
  return new Map(rows.map((row) => [row.requestId, row.slots ?? []]));
}

/** Stores a desk link (its hash only). */
export async function insertLink(
  tx: DbOrTx,
  values: { tokenHash: string; purpose: 'host' | 'approval'; requestId?: number; bookingId?: number; expiresAt: Date | null },
): Promise<void> {
  await tx.insert(bookingLinks).values(values);
}

/** The booking an approval link opens while it lives and its hold still waits on the guest; undefined otherwise. */
export async function bookingOfApprovalLink(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .where(and(liveLink(tokenHash, 'approval'), eq(bookings.status, 'held'), eq(bookings.holdAwaiting, 'guest')));
  return rows[0]?.id;
}

/** A booking as a guest's calendar shows it: its show, stage and time. */
function calendarEntries(db: DbOrTx) {
  return db
    .select({
      clientId: bookings.clientId,
      bookingId: bookings.id,
      showName: bookings.showName,
      status: bookings.status,
      scheduledFor: bookings.scheduledFor,
      recordingMinutes: bookings.recordingMinutes,
      holdExpiresAt: bookings.holdExpiresAt,
      queuedBehind: bookings.queuedBehind,
    })
    .from(bookings)
    .$dynamic();
}

/** The guests' holds and confirmed recordings ahead (or held), soonest first, by client id (for a page of the inbox). */
export async function calendarsOf(db: DbOrTx, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return calendarEntries(db)
    .where(
      and(
        inArray(bookings.clientId, [...new Set(clientIds)]),
        or(eq(bookings.status, 'held'), and(eq(bookings.status, 'confirmed'), gt(bookings.scheduledFor, sql`now()`))),
      ),
    )
    .orderBy(asc(bookings.scheduledFor), asc(bookings.id));
}

/** Takes the guest's calendar lock, kept until the transaction ends: every write that takes, queues for or gives up a time of theirs takes it. */
export async function lockGuestCalendar(tx: DbOrTx, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-calendar:${clientId}`}))`);
}

/**
 * The guest's other bookings (not `bookingId`) held first or confirmed whose recording overlaps one
 * of `minutes` from `slot`, each with its own planned length (a hold run out, and a hold in line
 * behind another, excepted), soonest first; empty when the time is free.
 * Takes the guest's calendar lock first, kept until the transaction ends, so two writes for one
 * guest (on any node) check and take a time one after the other.
 */
export async function lockClashesOf(tx: DbOrTx, clientId: number, bookingId: number, slot: Date, minutes: number) {
  await lockGuestCalendar(tx, clientId);
  const start = sql`${slot.toISOString()}::timestamptz`;
  const heldFirst = and(eq(bookings.status, 'held'), isNull(bookings.queuedBehind), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)));
  return calendarEntries(tx)
    .where(
      and(
        eq(bookings.clientId, clientId),
        ne(bookings.id, bookingId),
        or(heldFirst, eq(bookings.status, 'confirmed')),
        lt(bookings.scheduledFor, sql`${start} + make_interval(mins => ${minutes})`),
        sql`${bookings.scheduledFor} + make_interval(mins => ${bookings.recordingMinutes}) > ${start}`,
      ),
    )
    .orderBy(asc(bookings.scheduledFor), asc(bookings.id))
    .limit(4);
}

/** The first of `lockClashesOf`; undefined when the time is free. */
export async function lockClashOf(tx: DbOrTx, clientId: number, bookingId: number, slot: Date, minutes: number) {
  return (await lockClashesOf(tx, clientId, bookingId, slot, minutes))[0];
}

/** The held bookings of a client waiting on the guest, with their requests, soonest first. */
export function approvalsOf(db: DbOrTx, clientId: number) {
  return cases(db)
    .where(and(eq(bookings.clientId, clientId), eq(bookings.status, 'held'), eq(bookings.holdAwaiting, 'guest')))
    .orderBy(asc(bookings.scheduledFor), asc(bookings.id));
}

/** A client's booking settings; undefined for an unknown client. */
export async function clientSettings(db: DbOrTx, clientId: number) {
  const rows = await db
    .select({ approvesEachShow: clients.approvesEachShow, timeZone: clients.timeZone, slug: clients.slug })
    .from(clients)
    .where(eq(clients.id, clientId));
  return rows[0];
}

/** Changes a client's booking settings; the settings after (undefined for an unknown client). */
export async function updateClientSettings(tx: DbOrTx, clientId: number, values: { approvesEachShow?: boolean; timeZone?: string | null }) {
  const rows = await tx
    .update(clients)
    .set(values)
    .where(eq(clients.id, clientId))
    .returning({ approvesEachShow: clients.approvesEachShow, timeZone: clients.timeZone, slug: clients.slug });
  return rows[0];
}
