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

/**
 * Limits of image uploads (chosen for phone photos): the multipart plugin, the
 * server's checks and the browser's pre-checks all read these.
 */
export const IMAGE_UPLOAD_LIMITS = {
  /** Bytes one file may have. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Files one request may carry. */
  maxFiles: 20,
  /** Bytes all the files of one request may have together. */
  maxRequestBytes: 40 * 1024 * 1024,
  /** Decoded pixels one image may have (all frames of an animation together): decompression bombs stop here. */
  maxPixels: 50_000_000,
  /** Declared pixels the images of one request may have together: one request's decoding work stays bounded (~2 s of CPU). */
  maxRequestPixels: 250_000_000,
  /** Longest side of a stored image, in px: larger pictures are scaled down when re-encoded. */
  maxEdge: 4_000,
} as const;
