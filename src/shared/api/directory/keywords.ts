import { z } from 'zod';
import { keyword } from './clients/clients';

/** Limits of profile keywords. */
export const KEYWORD_LIMITS = {
  /** How many keywords an extraction stores, best first. */
  extracted: 10,
} as const;

/** POST /api/clients/{id}/extract-profile-keywords answer: the stored keywords in order. */
export const extractedKeywords = z.array(keyword);
export type ExtractedKeywords = z.infer<typeof extractedKeywords>;
