/** The bounds of a host's feedback on a published booking, and of the quote a guest approves from it. */
export const FEEDBACK_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  bodyMax: 4000,
  quoteMax: 600,
  /** Days the host's feedback link works after the booking is published. */
  linkDays: 60,
} as const;
