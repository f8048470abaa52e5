import { z } from 'zod';
import { pageOf, pageQuery } from '@shared/api/paging';
import { MATCH_SIGNALS } from './feeds';

/**
 * Suggested appearances: feed episodes the matcher thinks may be a guest's but could
 * not verify, waiting for the guest's side or an admin to accept (the appearance is made, marked
 * verified) or reject (never offered again).
 */

/** One piece of evidence as a person reads it: the signal, in words, and what matched. */
const suggestionEvidence = z.object({
  signal: z.enum(MATCH_SIGNALS),
  /** MATCH_SIGNAL_LABELS of the signal. */
  label: z.string(),
  detail: z.string(),
});

/** A suggestion of GET /api/clients/{id}/appearance-suggestions: the show, the episode and the evidence, strongest first. */
const appearanceSuggestion = z.object({
  id: z.number(),
  showName: z.string(),
  episodeTitle: z.string(),
  /** ISO instant of the episode's release; null when the feed gives none. */
  publishedAt: z.string().nullable(),
  /** The episode's page on the show's own site, else its audio; null when neither. */
  link: z.string().nullable(),
  evidence: z.array(suggestionEvidence),
  /** Why it is held for review (its feed matched the guest too often at once), in words; null: not held. */
  heldReason: z.string().nullable(),
  /** Where the feed came from, in words ("From a host’s booking request"), while nobody vouched for it; null for a trusted feed. */
  feedOrigin: z.string().nullable(),
});
export type AppearanceSuggestion = z.infer<typeof appearanceSuggestion>;

/** One page of the client's suggestions: those not held first, each newest episode first. */
export const appearanceSuggestionPage = pageOf(appearanceSuggestion);

/** The page asked for (limit 1–100, default 24, and offset). */
export const appearanceSuggestionsQuery = pageQuery;
