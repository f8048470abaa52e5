import type { z } from 'zod';
import type { SessionUser } from '@shared/api/session-user';
import {
  type BookingFeedback,
  FEEDBACK_ALREADY_GIVEN,
  FEEDBACK_LIMITS,
  FEEDBACK_LINK_INVALID,
  FEEDBACK_THANKS,
  type FeedbackForm,
  type feedbackBody,
  isQuoteOf,
  LOW_RATING_NOT_QUOTABLE,
  QUOTE_NOT_FROM_FEEDBACK,
} from '@shared/api/bookings/feedback';
import { canManageClient } from '@shared/permissions';
import { isQuotableRating } from '@shared/ratings';
import type { AppContext } from '@server/context';
import { AppError, badRequest, conflict, notFound } from '@server/lib/errors';
import { hashToken, randomToken } from '@server/lib/tokens';
import { lockClientForWrite, writeAndAnnounce } from '@server/features/directory/clients/client-writes';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { mailTheAgency } from '../requests/agency-mail';
import type { Site } from '@server/platform/site';
import * as repo from './feedback.repo';
import * as consentRepo from './quote-consent.repo';
import { askHostToAgree, quoteLinkExpiry } from './quote-consent.service';
import { feedbackAskMail } from './mails/feedback-ask.mail';
import { feedbackReceivedMail } from './mails/feedback-received.mail';

/** What the host's side of feedback needs: the database, the mailer and the site's name. */
export type FeedbackContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** The 404 of a booking the user may not manage, or that is unknown. */
export const BOOKING_NOT_FOUND = 'Booking not found';
/** The 404 of a testimonial asked of a booking without feedback. */
export const NO_FEEDBACK = 'This booking has no feedback from its host yet';
/** The 409 of a quote whose host can no longer be asked (the booking no longer leads to their request). */
export const NO_HOST_TO_ASK = 'The host of this booking can no longer be reached, so their words cannot be quoted.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Asks the host of a booking just published for feedback: mints a `feedback` link (its hash only,
 * alive FEEDBACK_LIMITS.linkDays) and mails the host `/feedback/{token}`. Once per booking: nothing
 * is sent when the booking has feedback or a feedback link that still works (a booking moved away
 * and back within the link's life gets no second mail; after it expired without feedback, a fresh
 * link goes). Only the host of a booking made from their request is asked, at the email they
 * confirmed through the desk: a hand-made booking's host contact is typed by whoever manages the
 * guest and proves nothing, so no one can write a guest's testimonials to themselves. The booking's row is locked while deciding,
 * so two moves at once send one link. If the mail fails, the link is removed (the next publish
 * tries again) and the failure thrown to the caller, which logs it.
 */
export async function askForFeedback(ctx: FeedbackContext, site: Site, bookingId: number): Promise<void> {
  const token = randomToken();
  const asked = await ctx.db.transaction(async (tx) => {
    const booking = await repo.bookingForFeedback(tx, bookingId, true);
    if (booking?.status !== 'published') return undefined;
    const to = booking.requestHostEmail;
    if (!to || (await repo.feedbackAskedFor(tx, bookingId))) return undefined;
    await repo.insertFeedbackLink(tx, bookingId, hashToken(token), new Date(Date.now() + FEEDBACK_LIMITS.linkDays * DAY_MS));
    return { ...booking, to };
  });
  if (!asked) return;
  const link = `${site.baseUrl}/feedback/${token}`;
  try {
    const mail = feedbackAskMail({ hostName: asked.hostName, guestName: asked.guestName, showName: asked.showName, siteName: ctx.config.siteName, link });
    await ctx.mailer.send({ to: asked.to, ...mail, link, replies: 'agency' });
  } catch (error) {
    await repo.deleteLink(ctx.db, hashToken(token));
    throw error;
  }
}

/** The booking a feedback link opens; 404 (FEEDBACK_LINK_INVALID) when it is unknown, expired, of another purpose or the booking is no longer published. */
async function requireByToken(ctx: Pick<AppContext, 'db'>, token: string) {
  const found = await repo.findByFeedbackToken(ctx.db, hashToken(token));
  if (!found) throw notFound(FEEDBACK_LINK_INVALID, 'FEEDBACK_LINK_INVALID');
  return found;
}

/** What the host's form shows: the guest, the show, the day it was published, and whether feedback was given. */
export async function feedbackForm(ctx: Pick<AppContext, 'db'>, token: string): Promise<FeedbackForm> {
  const found = await requireByToken(ctx, token);
  return { guestName: found.guestName, showName: found.showName, publishedOn: found.publishedOn, given: found.given };
}

/** Thrown inside the feedback's transaction when feedback was stored first by another call (rolls back the audit entry). */
const ALREADY_GIVEN = new Error('already given');

/**
 * The host's feedback, once per booking (a second answers 409), audited with no actor (a
 * visitor); then the agency is told (active admins and owners, and the guest's team), best effort.
 */
export async function sendFeedback(ctx: FeedbackContext, token: string, input: z.output<typeof feedbackBody>, site: Site): Promise<{ message: string }> {
  const found = await requireByToken(ctx, token);
  if (found.given) throw conflict(FEEDBACK_ALREADY_GIVEN, 'FEEDBACK_ALREADY_GIVEN');
  await auditedWrite(
    ctx.db,
    null,
    async (tx) => {
      if (!(await repo.insertFeedback(tx, { bookingId: found.bookingId, rating: input.rating, body: input.body }))) throw ALREADY_GIVEN;
    },
    () => ({
      action: 'booking-feedback.create',
      targetType: 'booking',
      targetId: found.bookingId,
      details: { clientId: found.clientId, showName: found.showName, rating: input.rating },
    }),
  ).catch((error: unknown) => {
    if (error === ALREADY_GIVEN) throw conflict(FEEDBACK_ALREADY_GIVEN, 'FEEDBACK_ALREADY_GIVEN');
    throw error;
  });
  await tellTheAgency(ctx, found, input, site);
  return { message: FEEDBACK_THANKS };
}

/** Mails the agency that a host's feedback arrived; failures are logged, never thrown. */
async function tellTheAgency(
  ctx: FeedbackContext,
  found: { bookingId: number; clientId: number; clientSlug: string; guestName: string; showName: string; hostName: string | null },
  input: { rating: number; body: string },
  site: Site,
): Promise<void> {
  const link = `${site.baseUrl}/profile/${encodeURIComponent(found.clientSlug)}/bookings`;
  const mail = feedbackReceivedMail({ ...found, rating: input.rating, body: input.body, link });
  await mailTheAgency(ctx, site, found.clientId, { ...mail, link }, { bookingId: found.bookingId });
}

/** A stored feedback as the guest's side reads it. */
const toFeedback = (row: repo.FeedbackRow): BookingFeedback => ({
  bookingId: row.bookingId,
  rating: row.rating,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  hostName: row.hostName,
  testimonialQuote: row.testimonialQuote,
  testimonialApprovedAt: row.testimonialApprovedAt?.toISOString() ?? null,
  testimonialAgreedAt: row.testimonialAgreedAt?.toISOString() ?? null,
  hostAsked: row.hostAsked,
});

/** The hosts' feedback on a client's bookings (the route lets in only whoever may manage the client). */
export async function clientFeedback(ctx: Pick<AppContext, 'db'>, clientId: number): Promise<BookingFeedback[]> {
  return (await repo.feedbackOfClient(ctx.db, clientId)).map(toFeedback);
}

/** A booking's feedback, for a user who may manage its client; 404 when the booking is unknown, not theirs, or has no feedback. */
async function requireFeedback(ctx: Pick<AppContext, 'db'>, user: SessionUser, bookingId: number) {
  const found = await repo.bookingWithFeedback(ctx.db, bookingId);
  if (!found || !canManageClient(user, found.clientId)) throw notFound(BOOKING_NOT_FOUND, 'NOT_FOUND');
  if (!found.feedback) throw notFound(NO_FEEDBACK, 'NO_FEEDBACK');
  return { ...found, feedback: found.feedback };
}

/** A booking's feedback as stored now, as the guest's side reads it. */
async function feedbackNow(ctx: Pick<AppContext, 'db'>, user: SessionUser, bookingId: number): Promise<BookingFeedback> {
  return toFeedback((await requireFeedback(ctx, user, bookingId)).feedback);
}

/**
 * Sets (waiting for the host's yes) or clears a testimonial, audited, and tells every node's read
 * cache that the profile changed. The host's earlier quote links go: what they were asked no
 * longer stands; `linkHash` is the new one to store.
 */
async function writeTestimonial(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  user: SessionUser,
  bookingId: number,
  found: { clientId: number; showName: string },
  quote: string | null,
  linkHash?: string,
): Promise<void> {
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, found.clientId);
      if (!(await repo.setTestimonial(tx, bookingId, quote, user.id))) throw notFound(NO_FEEDBACK, 'NO_FEEDBACK');
      await consentRepo.deleteQuoteLinks(tx, bookingId);
      if (linkHash) await consentRepo.insertQuoteLink(tx, bookingId, linkHash, quoteLinkExpiry());
      return client;
    },
    (client) => ({
      action: quote === null ? 'testimonial.withdraw' : 'testimonial.approve',
      targetType: 'booking',
      targetId: bookingId,
      details: { clientId: client.id, slug: client.slug, showName: found.showName, ...(quote === null ? {} : { quote }) },
    }),
  );
}

/**
 * The guest's side chooses words of a booking's feedback to show on the profile. Feedback rated
 * below TESTIMONIAL_MIN_RATING is never a testimonial (422); the quote (spaces collapsed by the
 * contract) must be whole sentences taken from the feedback (400 otherwise). Nothing is shown yet:
 * the host who gave the feedback is mailed the quote and a link to agree (409 when the booking no
 * longer leads to them). The same quote again changes nothing while the host's link works or once
 * they agreed; after the link ran out it asks them afresh.
 */
export async function approveTestimonial(
  ctx: Pick<AppContext, 'db' | 'bus' | 'mailer' | 'config'>,
  user: SessionUser,
  bookingId: number,
  quote: string,
  site: Site,
): Promise<BookingFeedback> {
  const found = await requireFeedback(ctx, user, bookingId);
  const { feedback } = found;
  if (!isQuotableRating(feedback.rating)) throw new AppError(422, LOW_RATING_NOT_QUOTABLE, 'RATING_TOO_LOW');
  if (!isQuoteOf(quote, feedback.body)) throw badRequest(`quote: ${QUOTE_NOT_FROM_FEEDBACK}`, 'VALIDATION_FAILED');
  if (feedback.testimonialQuote === quote && (feedback.testimonialAgreedAt || feedback.hostAsked)) return toFeedback(feedback);
  if (!found.hostEmail) throw conflict(NO_HOST_TO_ASK, 'NO_HOST_TO_ASK');
  const token = randomToken();
  await writeTestimonial(ctx, user, bookingId, found, quote, hashToken(token));
  await askHostToAgree(ctx, site, { to: found.hostEmail, hostName: feedback.hostName, guestName: found.guestName, showName: found.showName, quote }, token);
  return feedbackNow(ctx, user, bookingId);
}

/** Takes a booking's testimonial off the profile, or stops waiting for its host (whoever may manage the client, admins included). */
export async function withdrawTestimonial(ctx: Pick<AppContext, 'db' | 'bus'>, user: SessionUser, bookingId: number): Promise<BookingFeedback> {
  await writeTestimonial(ctx, user, bookingId, await requireFeedback(ctx, user, bookingId), null);
  return feedbackNow(ctx, user, bookingId);
}
