import { z } from 'zod';
import { YOUTUBE_ID_PATTERN } from '@shared/youtube';
import { bodyId, httpUrl, isHttpUrl, isoTimestamp, text } from '@shared/api/fields';

/** Limits of the video scan and of an imported video (YouTube's own limits, rounded up). */
export const VIDEO_SCAN_LIMITS = {
  /** How many results one scan asks YouTube for (search.list allows at most 50). */
  maxResults: 25,
  clientNameMax: 200,
  titleMax: 500,
  descriptionMax: 10_000,
  channelTitleMax: 200,
  /** How many thumbnail addresses a browser may report as tried. */
  attemptedUrlsMax: 10,
} as const;

const youtubeId = () => z.string().regex(YOUTUBE_ID_PATTERN, 'Invalid YouTube video id');
const clientId = () => bodyId('Invalid client id');
const count = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must not be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${what} is too large`)
    .nullable()
    .default(null);

/** POST /api/scan-youtube-videos body: whose videos to look for (the client) and the name to search YouTube for. */
export const scanBody = z.object({
  clientId: clientId(),
  clientName: text()
    .trim()
    .min(1, 'Enter a name to search for')
    .max(VIDEO_SCAN_LIMITS.clientNameMax, `The name must be at most ${VIDEO_SCAN_LIMITS.clientNameMax} characters`),
});
export type ScanBody = z.infer<typeof scanBody>;

/**
 * A scanned video result: `id` is the YouTube video id; dbVideoId and toApprove are the
 * saved video's (0 approved, 1 pending) when this client already imported it, else null.
 * viewCount and likes are null where YouTube hides them.
 */
export const scannedVideo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().nullable(),
  publishedAt: z.string(),
  channelTitle: z.string(),
  viewCount: z.number().nullable(),
  likes: z.number().nullable(),
  url: z.string(),
  dbVideoId: z.number().nullable(),
  toApprove: z.number().nullable(),
});
export type ScannedVideo = z.infer<typeof scannedVideo>;

/** POST /api/scan-youtube-videos answer: the scanned videos. */
export const scannedVideoList = z.array(scannedVideo);

/** POST /api/videos/import-youtube body: a scanned video to save, pending, for the client. */
export const importVideoBody = z.object({
  clientId: clientId(),
  youtubeId: youtubeId(),
  title: text().trim().min(1, 'Enter a title').max(VIDEO_SCAN_LIMITS.titleMax, `The title must be at most ${VIDEO_SCAN_LIMITS.titleMax} characters`),
  description: text().max(VIDEO_SCAN_LIMITS.descriptionMax, `The description must be at most ${VIDEO_SCAN_LIMITS.descriptionMax} characters`).default(''),
  thumbnailUrl: httpUrl().nullable().default(null),
  publishedAt: isoTimestamp(),
  channelTitle: text()
    .trim()
    .max(VIDEO_SCAN_LIMITS.channelTitleMax, `The channel title must be at most ${VIDEO_SCAN_LIMITS.channelTitleMax} characters`)
    .default(''),
  viewCount: count('viewCount'),
  likes: count('likes'),
});
/** An import as validated (defaults filled in). */
export type ImportVideoFields = z.infer<typeof importVideoBody>;

/** The saved video and its state (0 approved, 1 pending): the answer of an import, approve, disapprove or hide. */
export const videoState = z.object({ videoId: z.number(), toApprove: z.number() });
export type VideoState = z.infer<typeof videoState>;

/** Why a browser reports a video unavailable. */
const UNAVAILABLE_REASONS = ['all_thumbnails_failed', 'no_valid_thumbnail_source'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** A thumbnail address a browser tried: site-relative or http(s). */
const attemptedUrl = text()
  .max(2000, 'An attempted address is too long')
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value), 'Invalid attempted address');

/** POST /api/videos/{id}/mark-unavailable body: why, the video's YouTube id if it has one, and what was tried. */
export const markUnavailableBody = z.object({
  reason: z.enum(UNAVAILABLE_REASONS, { error: 'Choose why the video cannot be shown' }),
  youtubeId: youtubeId().nullable().default(null),
  attemptedUrls: z.array(attemptedUrl).max(VIDEO_SCAN_LIMITS.attemptedUrlsMax, `At most ${VIDEO_SCAN_LIMITS.attemptedUrlsMax} attempted addresses`).default([]),
});
export type MarkUnavailableBody = z.input<typeof markUnavailableBody>;
/** A report as validated (defaults filled in). */
export type UnavailableReport = z.infer<typeof markUnavailableBody>;

/** A client's saved video as the scan panel lists it, with the details its scan brought. */
const savedVideo = z.object({
  id: z.number(),
  youtubeId: z.string().nullable(),
  vimeoId: z.string().nullable(),
  localThumbnail: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string().nullable(),
  channelTitle: z.string().nullable(),
  viewCount: z.number().nullable(),
  likes: z.number().nullable(),
  toApprove: z.number(),
  /** Set when a browser reported that no thumbnail of it could be shown; informational only. */
  unavailableReason: z.string().nullable(),
});
export type SavedVideo = z.infer<typeof savedVideo>;

/**
 * GET /api/videos/scan-panel/{clientId}: whether YouTube is configured, what the viewer may do
 * in the panel (decided by the server), and the client's saved videos, newest first.
 */
export const scanPanel = z.object({
  youtubeConfigured: z.boolean(),
  can: z.object({ import: z.boolean(), approve: z.boolean(), hide: z.boolean() }),
  videos: z.array(savedVideo),
});
export type ScanPanel = z.infer<typeof scanPanel>;
