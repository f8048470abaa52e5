import { z } from 'zod';
import {
  BOOKING_STAGES,
  BOOKING_STATUSES,
  createBody,
  editBody,
  nullableDate,
  nullableInstant,
  nullableText,
  nullableUrl,
  plainText,
  RECORD_LIMITS,
  requiredText,
} from '../directory/profile-records';
import { reconfirmation, rescheduleProposal } from './requests';

/**
 * A guest's bookings as records of their profile (/bookings): what the guest's side and the agency
 * write by hand, and the answer every booking reads as, made by hand or by the booking desk. Built
 * from the profile records' field helpers, like the other kinds.
 */

/** The message when a booking is published without its release link. */
export const RELEASE_LINK_REQUIRED = 'Add the release link to mark the booking published';

const bookingFields = {
  showName: requiredText(RECORD_LIMITS.nameMax, 'Enter the show', 'The show'),
  hostName: nullableText(RECORD_LIMITS.nameMax, 'The host name'),
  hostContact: nullableText(RECORD_LIMITS.contactMax, 'The host contact'),
  status: z.enum(BOOKING_STAGES, { error: 'Choose a stage: requested, confirmed, recorded, published or cancelled' }),
  scheduledFor: nullableInstant('The scheduled date'),
  recordedOn: nullableDate('The recording date'),
  publishedOn: nullableDate('The publishing date'),
  releaseUrl: nullableUrl(),
  /** The show's RSS feed, where its release is looked for. */
  feedUrl: nullableUrl(),
  notes: plainText(RECORD_LIMITS.notesMax, 'The notes'),
};

/** POST /api/clients/{id}/bookings body (status requested unless given). */
export const bookingBody = createBody(bookingFields, ['showName']);
/** PATCH /api/bookings/{id} body; { status } alone moves a booking to another stage. */
export const bookingEdit = editBody(bookingFields);
/**
 * A booking. releaseOverdue: recorded more than the follow-up days ago (the server's setting),
 * not published, no release link (the 'Release overdue' flag); releaseFollowUpSentAt: when the
 * agency last wrote to the host about it; feedUrl: the show's feed; fromRequest: made from a host's request.
 */
export const booking = z.object({
  id: z.number(),
  showName: z.string(),
  hostName: z.string().nullable(),
  hostContact: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  scheduledFor: z.string().nullable(),
  recordedOn: z.string().nullable(),
  publishedOn: z.string().nullable(),
  releaseUrl: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  feedUrl: z.string().nullable(),
  releaseOverdue: z.boolean(),
  releaseFollowUpSentAt: z.string().nullable(),
  /** Where the recording happens (a call link the agency set), and how long it is planned for, in minutes. */
  recordingLink: z.string().nullable(),
  recordingMinutes: z.number(),
  /** Made from a host's request: the booking desk moves it until confirmed, and its show and host are the request's. */
  fromRequest: z.boolean(),
  /** The host's time zone (their request's), whose clock is shown beside the reader's; null for a booking made by hand. */
  hostTimeZone: z.string().nullable(),
  /** Once both sides were asked to reconfirm the recording: whether the host and the guest's side have; null before. */
  reconfirmation: reconfirmation.nullable(),
  /** A new time one side proposed and the other has not answered; null when none. */
  reschedule: rescheduleProposal.nullable(),
});
export type Booking = z.infer<typeof booking>;
/** GET /api/clients/{id}/bookings answer. */
export const bookingList = z.array(booking);
