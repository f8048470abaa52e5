import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { bookingFeedback, bookingLinks, bookingRequests, bookings, clients } from '@server/db/schema';
import { selectBookingParties } from '../holds/booking-parties';
import { liveLink, selectLinkedBookings } from '../pipeline/live-link';

/** A booking as the feedback link needs it: its guest, show, stage, and the host's email where one is known. */
export async function bookingForFeedback(db: DbOrTx, bookingId: number, lock = false) {
  const query = selectBookingParties(
    db,
    {
      clientId: bookings.clientId,
      status: bookings.status,
      showName: bookings.showName,
      hostName: bookings.hostName,
      hostContact: bookings.hostContact,
      requestHostEmail: bookingRequests.hostEmail,
      guestName: clients.name,
    },
    bookingId,
  );
  const rows = lock ? await query.for('update', { of: bookings }) : await query;
  return rows[0];
}

/** Whether the booking already has feedback, or a feedback link that still works. */
export async function feedbackAskedFor(db: DbOrTx, bookingId: number): Promise<boolean> {
  const [given] = await db.select({ id: bookingFeedback.bookingId }).from(bookingFeedback).where(eq(bookingFeedback.bookingId, bookingId));
  if (given) return true;
  const [live] = await db
    .select({ hash: bookingLinks.tokenHash })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.bookingId, bookingId), eq(bookingLinks.purpose, 'feedback'), gt(bookingLinks.expiresAt, sql`now()`)))
    .limit(1);
  return live !== undefined;
}

/** Stores a booking's feedback link (its hash only). */
export async function insertFeedbackLink(db: DbOrTx, bookingId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(bookingLinks).values({ tokenHash, purpose: 'feedback', bookingId, expiresAt });
}

/** Removes a feedback link (one whose mail could not be sent). */
export async function deleteLink(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(bookingLinks).where(eq(bookingLinks.tokenHash, tokenHash));
}

/**
 * The booking a feedback link opens while it lives and its booking is published: the guest, the
 * show, the day it was published and whether feedback was given; undefined otherwise (unknown,
 * expired, another purpose, a booking moved away from published).
 */
export async function findByFeedbackToken(db: DbOrTx, tokenHash: string) {
  const rows = await selectLinkedBookings(db, {
    clientId: bookings.clientId,
    clientSlug: clients.slug,
    showName: bookings.showName,
    hostName: bookings.hostName,
    publishedOn: bookings.publishedOn,
    guestName: clients.name,
    given: sql<boolean>`${bookingFeedback.bookingId} is not null`,
  })
    .leftJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
    .where(and(liveLink(tokenHash, 'feedback'), eq(bookings.status, 'published')));
  return rows[0];
}

/** Stores a booking's feedback; false when it already had some (nothing is written). */
export async function insertFeedback(db: DbOrTx, values: { bookingId: number; rating: number; body: string }): Promise<boolean> {
  const rows = await db.insert(bookingFeedback).values(values).onConflictDoNothing().returning({ id: bookingFeedback.bookingId });
  return rows.length > 0;
}

/** Whether the host was asked to agree to the booking's quote through a link that still works. */
const hostAsked = sql<boolean>`exists (select 1 from ${bookingLinks} where ${bookingLinks.bookingId} = ${bookingFeedback.bookingId} and ${bookingLinks.purpose} = 'quote' and ${bookingLinks.expiresAt} > now())`;

const feedbackColumns = {
  bookingId: bookingFeedback.bookingId,
  rating: bookingFeedback.rating,
  body: bookingFeedback.body,
  createdAt: bookingFeedback.createdAt,
  hostName: sql<string | null>`coalesce(${bookingRequests.hostName}, ${bookings.hostName})`,
  testimonialQuote: bookingFeedback.testimonialQuote,
  testimonialApprovedAt: bookingFeedback.testimonialApprovedAt,
  testimonialAgreedAt: bookingFeedback.testimonialAgreedAt,
  hostAsked,
};

/** A stored feedback as the guest's side reads it: the host's name as they gave it in their request (the booking's when the request is gone), and whether they were asked to agree to the quote through a link that still works. */
export type FeedbackRow = {
  bookingId: number;
  rating: number;
  body: string;
  createdAt: Date;
  hostName: string | null;
  testimonialQuote: string | null;
  testimonialApprovedAt: Date | null;
  testimonialAgreedAt: Date | null;
  hostAsked: boolean;
};

/** The feedback on a client's bookings, the newest first. */
export function feedbackOfClient(db: DbOrTx, clientId: number): Promise<FeedbackRow[]> {
  return db
    .select(feedbackColumns)
    .from(bookingFeedback)
    .innerJoin(bookings, eq(bookings.id, bookingFeedback.bookingId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .where(eq(bookings.clientId, clientId))
    .orderBy(desc(bookingFeedback.createdAt), asc(bookingFeedback.bookingId));
}

/**
 * A booking's client, show and guest, the email its host confirmed through the desk (null for a
 * booking not made from a request), and its feedback (undefined when the booking is unknown;
 * feedback undefined when none).
 */
export async function bookingWithFeedback(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select({
      clientId: bookings.clientId,
      showName: bookings.showName,
      guestName: clients.name,
      hostEmail: bookingRequests.hostEmail,
      feedback: feedbackColumns,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(bookingRequests, eq(bookingRequests.id, bookings.requestId))
    .leftJoin(bookingFeedback, eq(bookingFeedback.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  const row = rows[0];
  return row && { ...row, feedback: row.feedback?.bookingId == null ? undefined : (row.feedback as FeedbackRow) };
}

/** Sets (a quote, waiting for its host) or clears (null) a booking's testimonial; false when the booking has no feedback. */
export async function setTestimonial(db: DbOrTx, bookingId: number, quote: string | null, approvedBy: number | null): Promise<boolean> {
  const rows = await db
    .update(bookingFeedback)
    .set({
      testimonialQuote: quote,
      testimonialApprovedAt: quote === null ? null : sql`now()`,
      testimonialApprovedBy: quote === null ? null : approvedBy,
      testimonialAgreedAt: null,
    })
    .where(eq(bookingFeedback.bookingId, bookingId))
    .returning({ id: bookingFeedback.bookingId });
  return rows.length > 0;
}
