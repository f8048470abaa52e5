import { z } from 'zod';
import { booking } from './booking-records';
import { text } from '../fields';

/**
 * Releases: a booking recorded long ago and still without its release is a follow-up
 * for the agency, with a draft message to the host they can edit and send. Release detection
 * itself is server work (features/bookings/releases); its news reaches the guest as a promo kit.
 */

/** The flag of a recorded booking still waiting for its release, past the follow-up days. */
export const RELEASE_OVERDUE = 'Release overdue';

/** The flag once the agency wrote to the host: "Followed up on Dec 1, 2026", the day in the reader's own time zone (pages that render it only in the browser). */
export function followedUpLabel(sentAt: string): string {
  return `Followed up on ${new Date(sentAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** The bounds of a follow-up message. */
export const FOLLOW_UP_LIMITS = { messageMax: 4000 } as const;

/** The 400 of a follow-up for a booking whose host's email nobody knows. */
export const NO_HOST_EMAIL = 'This booking has no email address for its host: add one as the host contact, then send the message.';

/** The draft the agency starts from (editable before sending). */
export function followUpDraft(fields: { hostName: string | null; guestName: string; showName: string; recordedOn: string | null; siteName: string }): string {
  const hello = fields.hostName ? `Hi ${fields.hostName},` : 'Hi,';
  const when = fields.recordedOn ? ` on ${fields.recordedOn}` : '';
  return [
    hello,
    '',
    `we recorded ${fields.showName} with ${fields.guestName}${when}, and we are looking forward to hearing it. Is there a release date?`,
    'When the episode is out, a reply with its link is all we need.',
    '',
    'Thank you,',
    fields.siteName,
  ].join('\n');
}

/** A booking waiting for its release past the follow-up days, for the agency's list: its client, its host's email (null: none known) and the draft. */
const overdueRelease = booking.extend({
  client: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  hostEmail: z.string().nullable(),
  draft: z.string(),
});
export type OverdueRelease = z.infer<typeof overdueRelease>;

/** How many overdue bookings the list names at most (the count covers them all). */
export const OVERDUE_LIST_MAX = 100;

/** GET /api/bookings/releases-overdue answer: how many, and the oldest recording first; `days` is the follow-up setting. */
export const overdueReleaseList = z.object({
  count: z.number(),
  days: z.number(),
  bookings: z.array(overdueRelease),
});
export type OverdueReleaseList = z.infer<typeof overdueReleaseList>;

/** POST /api/bookings/{id}/release-follow-up body: the message as the agency edited it. */
export const followUpBody = z.strictObject({
  message: text()
    .trim()
    .min(1, 'Write the message to the host')
    .max(FOLLOW_UP_LIMITS.messageMax, `The message must be at most ${FOLLOW_UP_LIMITS.messageMax} characters`),
});

/** The answer once the message went: to whom, and when (the flag then reads "Followed up on …"). */
export const followUpSent = z.object({ to: z.string(), sentAt: z.string() });
export type FollowUpSent = z.infer<typeof followUpSent>;
