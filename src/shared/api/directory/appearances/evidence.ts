/**
 * How strongly an appearance is proven, the same on the profile, the one-sheet, pitch pages and the
 * console:
 * - confirmed: the show's own feed names the guest in a person tag with their link, or a booking
 *   made through the agency was recorded and its release found in the show's own feed;
 * - matched: the show's own feed names the guest as a guest and a person accepted it, or the feed's
 *   naming is corroborated by a booking not yet released or by the guest's organisation;
 * - self-reported: typed in by the guest or the agency.
 */
export const EVIDENCE_GRADES = ['confirmed', 'matched', 'self-reported'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

/** Each grade as a person reads it. */
export const EVIDENCE_GRADE_LABELS: Record<EvidenceGrade, string> = {
  confirmed: 'Confirmed',
  matched: 'Matched',
  'self-reported': 'Self-reported',
};

/** What a self-reported appearance rests on. */
export const SELF_REPORTED_EVIDENCE = 'Typed in by the guest or the agency';

/** What an appearance confirmed by a booking's detected release rests on. */
export const RELEASED_BOOKING_EVIDENCE = 'Booked through the agency, recorded, and its release found in the show’s own feed';
