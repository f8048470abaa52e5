import { z } from 'zod';
import { text } from '../fields';

/** Days the host's "Yes, quote me" link works after the guest chose a quote. */
export const QUOTE_LINK_DAYS = 30;

/** What the host's page says of a link that is unknown, used, expired, or whose quote was changed or withdrawn since. */
export const QUOTE_LINK_INVALID = 'This link was already used or has expired.';

/** The words of the host's consent button (the mail names it too). */
export const YES_QUOTE_ME = 'Yes, quote me';

/** A quote link's path parameter: the token it carries. */
export const quoteTokenParams = z.object({ token: text().min(16, QUOTE_LINK_INVALID).max(128, QUOTE_LINK_INVALID) });

/** GET /api/quote-consent/{token}: the quote the guest chose from the host's feedback, and who it would name. */
export const quoteConsentView = z.object({
  guestName: z.string(),
  showName: z.string(),
  /** The host's name as they gave it in their request; null when no longer known. */
  hostName: z.string().nullable(),
  quote: z.string(),
});
export type QuoteConsentView = z.infer<typeof quoteConsentView>;

/** POST /api/quote-consent/{token} answer: the host's thanks. */
export const quoteAgreed = z.object({ message: z.string() });
