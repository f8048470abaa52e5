import { z } from 'zod';
import { RATING_MAX, RATING_MIN, TESTIMONIAL_MIN_RATING } from '@shared/ratings';
import { text } from '../fields';

/** The bounds of a host's feedback on a published booking, and of the quote a guest approves from it. */
export const FEEDBACK_LIMITS = {
  ratingMin: RATING_MIN,
  ratingMax: RATING_MAX,
  bodyMax: 4000,
  quoteMax: 600,
  /** Days the host's feedback link works after the booking is published. */
  linkDays: 60,
} as const;

/** The ratings a host picks from, as the form's radio values. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;
export type Rating = (typeof RATINGS)[number];

/** What the feedback page says of a link that is unknown, expired, of another purpose or whose booking is no longer published. */
export const FEEDBACK_LINK_INVALID = 'This feedback link is invalid or has expired.';
/** The 409 of a second feedback through the same link. */
export const FEEDBACK_ALREADY_GIVEN = 'Feedback on this booking was already sent. Thank you!';
/** What the host reads once the feedback is sent (and on every later visit of the link). */
export const FEEDBACK_THANKS = 'Thank you! Your feedback reached the agency.';
/** The 422 of a quote asked of feedback rated below TESTIMONIAL_MIN_RATING. */
export const LOW_RATING_NOT_QUOTABLE = `Only feedback rated ${TESTIMONIAL_MIN_RATING} or more out of ${RATING_MAX} can be shown on the profile.`;
/** The 400 of a quote that is not whole sentences taken from the feedback. */
export const QUOTE_NOT_FROM_FEEDBACK = 'The quote must be whole sentences from the host’s feedback, as they wrote them.';

/** Text with its ends trimmed and every run of spaces and line breaks made one space. */
export function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The sentences of a host's feedback, spaces collapsed: it splits after a full stop, question or
 * exclamation mark or ellipsis (with any closing quote or bracket) that a space and a word not in
 * lower case follow, and between paragraphs. A sentence goes on after a mark followed by a
 * lower-case word ("Brilliant… if you enjoy being lectured" is one sentence), and a single line
 * break is a space: a sentence may wrap.
 */
export function sentencesOf(body: string): string[] {
  return body
    .split(/\n\s*\n|(?<=[.!?…]["'”’)\]»]*)\s+(?!\p{Ll})/u)
    .map(collapseSpaces)
    .filter(Boolean);
}

/**
 * Whether `quote` is whole sentences taken from `body`: after collapsing spaces, any of the
 * feedback's sentences, each once and in the host's order, joined by a space, as written (case
 * included). A part of a sentence is refused, so a quote cannot turn a line around ("would not
 * recommend" → "recommend"); the host still agrees to the quote before it is shown.
 */
export function isQuoteOf(quote: string, body: string): boolean {
  const words = collapseSpaces(quote);
  if (words === '') return false;
  const sentences = sentencesOf(body);
  // tried[from * (words.length + 1) + at]: whether the rest of the quote from `at`, with sentences from `from` on, was tried and failed
  const tried = new Set<number>();
  const fits = (at: number, from: number): boolean => {
    if (at === words.length) return true;
    const key = from * (words.length + 1) + at;
    if (tried.has(key)) return false;
    for (let i = from; i < sentences.length; i++) {
      const sentence = sentences[i];
      const end = at + sentence.length;
      if (!words.startsWith(sentence, at) || (end < words.length && words[end] !== ' ')) continue;
      if (fits(end === words.length ? end : end + 1, i + 1)) return true;
    }
    tried.add(key);
    return false;
  };
  return fits(0, 0);
}

/** A feedback link's path parameter: the token it carries. */
export const feedbackTokenParams = z.object({ token: text().min(16, FEEDBACK_LINK_INVALID).max(128, FEEDBACK_LINK_INVALID) });

/** GET /api/feedback/{token}: what the host's form shows, and whether feedback was already given. */
export const feedbackForm = z.object({
  guestName: z.string(),
  showName: z.string(),
  /** The day the episode was published (YYYY-MM-DD), when known. */
  publishedOn: z.string().nullable(),
  given: z.boolean(),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;

/** POST /api/feedback/{token} body: a rating from 1 to 5 and how it went (optional). */
export const feedbackBody = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(FEEDBACK_LIMITS.ratingMin, 'Choose a rating from 1 to 5')
    .max(FEEDBACK_LIMITS.ratingMax, 'Choose a rating from 1 to 5'),
  body: text().trim().max(FEEDBACK_LIMITS.bodyMax, `Keep your feedback under ${FEEDBACK_LIMITS.bodyMax} characters`).default(''),
});

/** POST /api/feedback/{token} answer. */
export const feedbackSent = z.object({ message: z.string() });

/** A host's feedback on one booking, as the guest's side reads it (private: never in a public answer). */
export const bookingFeedback = z.object({
  bookingId: z.number(),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  /** The host's name as they gave it in their request (null when no longer known): who a quote names. */
  hostName: z.string().nullable(),
  /** The quote the guest chose; null: none. */
  testimonialQuote: z.string().nullable(),
  testimonialApprovedAt: z.string().nullable(),
  /** When the host agreed to be quoted: the quote is on the profile from then; null: waiting for them (or no quote). */
  testimonialAgreedAt: z.string().nullable(),
  /** Whether the host was mailed a link to agree to the quote that still works (false: never asked, or the link ran out). */
  hostAsked: z.boolean(),
});
export type BookingFeedback = z.infer<typeof bookingFeedback>;

/** GET /api/clients/{id}/booking-feedback: the feedback on the client's bookings. */
export const bookingFeedbackList = z.array(bookingFeedback);

/** PUT /api/bookings/{id}/testimonial body: the sentences of the feedback to show on the profile, once the host agrees. */
export const testimonialBody = z.object({
  quote: text()
    .transform(collapseSpaces)
    .pipe(
      z.string().min(1, 'Choose the words to show on the profile').max(FEEDBACK_LIMITS.quoteMax, `Keep the quote under ${FEEDBACK_LIMITS.quoteMax} characters`),
    ),
});
