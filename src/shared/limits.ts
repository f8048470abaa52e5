/** The product's business constants and limits, named once for both sides. */
export const LIMITS = {
  passwordMinLength: 6,
  rememberMeDays: 365,
  resetTokenMinutes: 60,
  activationTokenDays: 7,
  authCacheMs: 30_000,
  queryStaleMs: 120_000,
  userQueryStaleMs: 30_000,
  messagesStaleMs: 300_000,
  searchDebounceMs: 300,
  searchMinLength: 3,
  featuredVideosMax: 8,
  videoKeywordsMax: 5,
  keyFactKeywordsMax: 4,
  keyFactsFetched: 3,
  popularTopicsMax: 20,
  resetConfirmationRevertMs: 5_000,
  resetRedirectMs: 3_000,
  activationRedirectMs: 2_000,
  groupOpenDelayMs: 100,
  toastDurationMs: 5_000,
  toastMax: 5,
  toastFadeMs: 150,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  navScrollOffsetPx: 100,
} as const;

/** The settings key that switches test mode. */
export const TEST_MODE_KEY = 'TEST_MODE_ENABLED';
