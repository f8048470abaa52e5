import { registerFeed } from '@server/features/directory/appearances/feeds/feed-register';
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { CLOSED_STATUSES, OPEN_STATUSES } from '@shared/api/bookings/pipeline';
import type { z } from 'zod';
import type { adminBookingRequestsQuery, InboxStage } from '@shared/api/bookings/requests';
import type { DbOrTx } from '@server/db/client';
import { auditLog, bookingLinks, bookingRequestNotes, bookingRequests, bookings, clientTeamAssignments, clients, users } from '@server/db/schema';
import { type AdminListStep, cutPage, defineAdminList, ilikeAny } from '@server/lib/admin-list';
import { liveLink } from '../pipeline/live-link';

/** A stored request, as its table holds it. */
export type BookingRequestRow = typeof bookingRequests.$inferSelect;

/** A new request: everything but what the database fills in. */
export type NewBookingRequest = Omit<typeof bookingRequests.$inferInsert, 'id' | 'createdAt' | 'confirmedAt' | 'status'>;

/** Stores a new unconfirmed request; its id. */
export async function insertRequest(db: DbOrTx, values: NewBookingRequest): Promise<number> {
  const [row] = await db
    .insert(bookingRequests)
    .values({ ...values, status: 'unconfirmed' })
    .returning({ id: bookingRequests.id });
  return row.id;
}

/** Stores a host link of a request (its hash only); `expiresAt` null: it lives until the booking closes. */
export async function insertHostLink(db: DbOrTx, requestId: number, tokenHash: string, expiresAt: Date | null): Promise<void> {
  await db.insert(bookingLinks).values({ tokenHash, purpose: 'host', requestId, expiresAt });
}

/** Deletes a request (one whose confirmation mail could not be sent). */
export async function deleteRequest(db: DbOrTx, id: number): Promise<void> {
  await db.delete(bookingRequests).where(eq(bookingRequests.id, id));
}

/**
 * Takes the transaction's lock on one guest and show: two requests for them (sent, or confirmed) at
 * the same instant queue up here, so the second sees the first.
 */
async function lockShow(db: DbOrTx, clientId: number, showKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-request:${clientId}:${showKey}`}))`);
}

/**
 * The same host's own unconfirmed request for this client and show, made within the last `days`
 * days and whose link still lives: a request sent again joins it (nothing reaches the agency until
 * one confirmation). Locked until the transaction ends, after the show's lock; undefined when none.
 */
export async function findDuplicate(db: DbOrTx, clientId: number, showKey: string, days: number, hostEmail: string) {
  await lockShow(db, clientId, showKey);
  const rows = await db
    .select({ id: bookingRequests.id, linkExpiresAt: bookingRequests.linkExpiresAt })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.clientId, clientId),
        eq(bookingRequests.showKey, showKey),
        eq(bookingRequests.hostEmail, hostEmail),
        eq(bookingRequests.status, 'unconfirmed'),
        gt(bookingRequests.linkExpiresAt, sql`now()`),
        gt(bookingRequests.createdAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id))
    .limit(1)
    .for('update');
  return rows[0];
}

/**
 * The request a request just confirmed joins: the first for the same client and show, made within
 * the last `days` days, that the agency already has and that still waits on its answer (its booking
 * `requested`); not `request` itself. Once a booking is held or further along, or closed, the show
 * asks for a new episode: no target. Locked until the transaction ends, after the show's lock;
 * undefined when none.
 */
export async function findJoinTarget(db: DbOrTx, request: { id: number; clientId: number; showKey: string }, days: number) {
  await lockShow(db, request.clientId, request.showKey);
  const rows = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .innerJoin(bookings, eq(bookings.requestId, bookingRequests.id))
    .where(
      and(
        eq(bookingRequests.clientId, request.clientId),
        eq(bookingRequests.showKey, request.showKey),
        eq(bookingRequests.status, 'requested'),
        ne(bookingRequests.id, request.id),
        gt(bookingRequests.createdAt, sql`now() - make_interval(days => ${days})`),
        eq(bookings.status, 'requested'),
      ),
    )
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id))
    .limit(1)
    .for('update', { of: bookingRequests });
  return rows[0];
}

/**
 * Confirms an unconfirmed request (its link still alive) by joining it into `intoId`: it becomes
 * `joined`, its thread lines move there, and its link keeps its expiry (no booking is opened).
 * Whether it was still unconfirmed (false when another confirmation came first).
 */
export async function joinInto(db: DbOrTx, id: number, intoId: number): Promise<boolean> {
  const rows = await db
    .update(bookingRequests)
    .set({ status: 'joined', confirmedAt: sql`now()` })
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, 'unconfirmed'), gt(bookingRequests.linkExpiresAt, sql`now()`)))
    .returning({ id: bookingRequests.id });
  if (rows.length === 0) return false;
  await db.update(bookingRequestNotes).set({ requestId: intoId }).where(eq(bookingRequestNotes.requestId, id));
  return true;
}

/** Adds a note to a request's thread. */
export async function insertNote(db: DbOrTx, values: { requestId: number; body: string; hostEmail: string }): Promise<void> {
  await db.insert(bookingRequestNotes).values(values);
}

/**
 * The request one of whose host links has this hash, while the link lives (unconfirmed: until it
 * expires; confirmed: until its booking closes), with its guest and its booking (none before the
 * host confirms).
 */
export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ request: bookingRequests, guest: { name: clients.name, slug: clients.slug, timeZone: clients.timeZone }, booking: bookings })
    .from(bookingLinks)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookingLinks.requestId))
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .leftJoin(bookings, eq(bookings.requestId, bookingRequests.id))
    .where(and(liveHostLink(tokenHash), requestLives()));
  return rows[0];
}

/** A host link of this hash that has not expired (a confirmed request's never does: it closes with the booking). */
function liveHostLink(tokenHash: string): SQL | undefined {
  return liveLink(tokenHash, 'host');
}

/**
 * The request one of whose host links has this hash once its booking was declined or cancelled:
 * the show, the guest, the reason given, and whether the host withdrew it (audited
 * `booking.withdraw`; a booking cancelled on the Bookings page after it was confirmed is not).
 * None for a request that lives, one that closed otherwise, or an unknown link.
 */
export async function findClosedByTokenHash(db: DbOrTx, tokenHash: string) {
  const withdrawal = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.withdraw'), eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, sql`${bookings.id}::text`)));
  const rows = await db
    .select({
      showName: bookingRequests.showName,
      guest: { name: clients.name, slug: clients.slug },
      status: bookings.status,
      declineReason: bookings.declineReason,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      withdrawn: sql<boolean>`${exists(withdrawal)}`,
    })
    .from(bookingLinks)
    .innerJoin(bookingRequests, eq(bookingRequests.id, bookingLinks.requestId))
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .innerJoin(bookings, eq(bookings.requestId, bookingRequests.id))
    .where(and(liveHostLink(tokenHash), inArray(bookings.status, ['declined', 'cancelled', 'expired'])));
  return rows[0];
}

/** Whether a request (joined with its booking, if any) still lives: unconfirmed until its link expires, confirmed until its booking closes. */
function requestLives(): SQL | undefined {
  return and(
    or(isNull(bookingRequests.linkExpiresAt), gt(bookingRequests.linkExpiresAt, sql`now()`)),
    or(isNull(bookings.id), notInArray(bookings.status, [...CLOSED_STATUSES])),
  );
}

/** The requests sent from this (lower-cased) email that still live, oldest first, with their guest's name. */
export async function liveRequestsOf(db: DbOrTx, hostEmail: string) {
  return db
    .select({
      id: bookingRequests.id,
      status: bookingRequests.status,
      showName: bookingRequests.showName,
      timeZone: bookingRequests.timeZone,
      linkExpiresAt: bookingRequests.linkExpiresAt,
      guestName: clients.name,
    })
    .from(bookingRequests)
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .leftJoin(bookings, eq(bookings.requestId, bookingRequests.id))
    .where(and(eq(bookingRequests.hostEmail, hostEmail), requestLives()))
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id));
}

/**
 * Confirms an unconfirmed request whose link still lives, and opens its booking (requested) with
 * the request's show and host, and the show's address as its feed (registered unreviewed, so the
 * feeds job reads it and its episodes suggest appearances until an admin trusts it or the host proves
 * they own it); its host links then live until the booking closes. Whether this call confirmed it (false when it already was).
 */
export async function confirmRequest(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(bookingRequests)
    .set({ status: 'requested', confirmedAt: sql`now()`, linkExpiresAt: null })
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.status, 'unconfirmed'), gt(bookingRequests.linkExpiresAt, sql`now()`)))
    .returning();
  const request = rows[0];
  if (!request) return false;
  await db
    .update(bookingLinks)
    .set({ expiresAt: null })
    .where(and(eq(bookingLinks.requestId, id), eq(bookingLinks.purpose, 'host')));
  await db.insert(bookings).values({
    clientId: request.clientId,
    showName: request.showName,
    hostName: request.hostName,
    hostContact: request.hostEmail,
    status: 'requested',
    requestId: request.id,
    feedId: await registerFeed(db, request.showUrl, { source: 'host-request', showName: request.showName }),
  });
  return true;
}

/** A request's thread, oldest first; only the lines from or for `hostEmail` when given (the host's own). */
export function notesOf(db: DbOrTx, requestIds: number[], hostEmail?: string) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      requestId: bookingRequestNotes.requestId,
      author: bookingRequestNotes.author,
      kind: bookingRequestNotes.kind,
      body: bookingRequestNotes.body,
      slots: bookingRequestNotes.slots,
      createdAt: bookingRequestNotes.createdAt,
    })
    .from(bookingRequestNotes)
    .where(and(inArray(bookingRequestNotes.requestId, requestIds), hostEmail === undefined ? undefined : eq(bookingRequestNotes.hostEmail, hostEmail)))
    .orderBy(asc(bookingRequestNotes.createdAt), asc(bookingRequestNotes.id));
}

/**
 * The accounts the agency's mail goes to for a client's request: admins and owners, and the team
 * assigned to the client, each active and activated (a password set: an invitation never taken up
 * gets no mail).
 */
export async function agencyRecipients(db: DbOrTx, clientId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .leftJoin(clientTeamAssignments, and(eq(clientTeamAssignments.userId, users.id), eq(clientTeamAssignments.clientId, clientId)))
    .where(
      and(
        eq(users.active, true),
        isNotNull(users.passwordHash),
        or(
          inArray(users.role, ['admin', 'owner']),
          and(eq(users.role, 'team'), or(eq(users.clientId, clientId), eq(clientTeamAssignments.clientId, clientId))),
        ),
      ),
    )
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** The clients a team member is assigned to (their own client, and any assignment). */
export async function clientsOfTeamMember(db: DbOrTx, userId: number, ownClientId: number | null): Promise<number[]> {
  const rows = await db.select({ clientId: clientTeamAssignments.clientId }).from(clientTeamAssignments).where(eq(clientTeamAssignments.userId, userId));
  return [...new Set([...rows.map((row) => row.clientId), ...(ownClientId === null ? [] : [ownClientId])])];
}

/** The inbox's query, as the service hands it to the list: the user's own query, and the clients a team member may see (undefined: all). */
export type InboxQuery = z.output<typeof adminBookingRequestsQuery> & { clientIds?: number[] };

/** The confirmed requests of each of these host emails (any guest), in one grouped query for a page's rows. */
export async function confirmedCountsOf(db: DbOrTx, hostEmails: string[]): Promise<Map<string, number>> {
  if (hostEmails.length === 0) return new Map();
  const rows = await db
    .select({ hostEmail: bookingRequests.hostEmail, n: sql<number>`count(*)::int` })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.hostEmail, [...new Set(hostEmails)]), eq(bookingRequests.status, 'requested')))
    .groupBy(bookingRequests.hostEmail);
  return new Map(rows.map((row) => [row.hostEmail, Number(row.n)]));
}

const rowColumns = {
  request: bookingRequests,
  booking: bookings,
  clientName: clients.name,
  clientSlug: clients.slug,
  approvesEachShow: clients.approvesEachShow,
  guestTimeZone: clients.timeZone,
};

/** An inbox row as the page reads it: the request, its booking, and its guest. */
export type InboxRow = {
  request: BookingRequestRow;
  booking: typeof bookings.$inferSelect;
  clientName: string;
  clientSlug: string;
  approvesEachShow: boolean;
  guestTimeZone: string | null;
};

/** The inbox's row of one confirmed request; undefined when none. */
export async function inboxItem(db: DbOrTx, requestId: number): Promise<InboxRow | undefined> {
  const rows = await db
    .select(rowColumns)
    .from(bookingRequests)
    .innerJoin(bookings, eq(bookings.requestId, bookingRequests.id))
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .where(eq(bookingRequests.id, requestId));
  return rows[0];
}

/** The stage filter's condition: the open stages, any, or one. */
function stageIs(stage: InboxStage): SQL | undefined {
  if (stage === 'all') return undefined;
  return stage === 'open' ? inArray(bookings.status, [...OPEN_STATUSES]) : eq(bookings.status, stage);
}

/** The agency's inbox: confirmed requests only, newest first, by stage (open by default) and guest, searched by host name, host email and show name. */
export const inboxList = defineAdminList({
  count: (db: DbOrTx) => db.select({ id: bookingRequests.id }).from(bookingRequests).innerJoin(bookings, eq(bookings.requestId, bookingRequests.id)).$dynamic(),
  scope: eq(bookingRequests.status, 'requested'),
  filters: {
    stage: (stage: InboxStage) => stageIs(stage),
    clientId: (clientId: number) => eq(bookingRequests.clientId, clientId),
    clientIds: (ids: number[]): SQL => (ids.length === 0 ? sql`false` : inArray(bookingRequests.clientId, ids)),
    q: (term: string) => ilikeAny(term, [bookingRequests.hostName, bookingRequests.hostEmail, bookingRequests.showName]),
  },
  sorts: {
    createdAt: (dir) => [dir(bookingRequests.createdAt), dir(bookingRequests.id)],
  },
  page: (db: DbOrTx, step: AdminListStep<InboxQuery>): PromiseLike<InboxRow[]> =>
    cutPage(
      db
        .select(rowColumns)
        .from(bookingRequests)
        .innerJoin(bookings, eq(bookings.requestId, bookingRequests.id))
        .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
        .$dynamic(),
      step,
    ),
});
