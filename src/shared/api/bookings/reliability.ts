import { z } from 'zod';

/**
 * A show's and a guest's record, counted from the events the booking desk keeps (never estimated):
 * each figure in words with the bookings it rests on, shown from MIN_BOOKINGS of them
 * (`reliability-words.ts` builds the words, on the server, for every reader alike).
 */

/** One figure: what it measures, what it says (or "not enough bookings yet"), and how many it rests on, as a number and in words. */
export const reliabilityFigure = z.object({
  label: z.string(),
  says: z.string(),
  restsOn: z.number(),
  basis: z.string(),
});
export type ReliabilityFigure = z.infer<typeof reliabilityFigure>;

/** GET /api/admin/podcasts/{id}/reliability answer: the show's one-line summary and every figure of it, for the agency. */
export const showReliability = z.object({
  showName: z.string(),
  summary: z.string(),
  figures: z.array(reliabilityFigure),
});
export type ShowReliability = z.infer<typeof showReliability>;

/** GET /api/clients/{id}/reliability answer: the guest's own figures, for whoever may manage the client. */
export const guestReliability = z.object({ figures: z.array(reliabilityFigure) });
export type GuestReliability = z.infer<typeof guestReliability>;
