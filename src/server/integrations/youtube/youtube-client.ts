import { z } from 'zod';
import type { YouTubeConfig } from '@server/config';
import { YOUTUBE_ID_PATTERN } from '@shared/youtube';

/** One video as the YouTube Data API describes it (search.list snippet, videos.list snippet and statistics). */
interface YouTubeVideo {
  id: string;
  title: string;
  description: string;
  /** The largest https thumbnail YouTube named, or null. */
  thumbnailUrl: string | null;
  /** ISO 8601. */
  publishedAt: string;
  channelTitle: string;
  /** Null where YouTube hides the count. */
  viewCount: number | null;
  likes: number | null;
}

/** Why a YouTube call failed: the quota is used up, YouTube refused or broke, answered nonsense, or could not be reached in time. */
export type YouTubeFailure = 'not_configured' | 'quota' | 'rejected' | 'upstream' | 'malformed' | 'unreachable' | 'timeout';

/** A failed YouTube call; `kind` says why, the message is for the log. */
export class YouTubeError extends Error {
  constructor(
    readonly kind: YouTubeFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a video can be watched, as YouTube says: 'available' (public or unlisted), 'private', or
 * 'removed' (not found, deleted, or its upload failed or was rejected).
 */
export type YouTubeVideoStatus = 'available' | 'private' | 'removed';

/** The YouTube Data API v3 as the video scan uses it. */
export interface YouTubeClient {
  /** Whether an API key is configured. */
  readonly configured: boolean;
  /** Videos matching `query` (search.list, type=video), with their statistics (videos.list); throws YouTubeError. */
  searchVideos(query: string, maxResults: number): Promise<YouTubeVideo[]>;
  /** Whether the video `id` can be watched (videos.list, part=status); throws YouTubeError. */
  videoStatus(id: string): Promise<YouTubeVideoStatus>;
}

/** The reasons of a 403 that mean the quota is used up rather than a refused key. */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']);

const thumbnail = z.object({ url: z.string() }).optional();
const snippet = z.object({
  title: z.string().default(''),
  description: z.string().default(''),
  publishedAt: z.string(),
  channelTitle: z.string().default(''),
  thumbnails: z.object({ maxres: thumbnail, standard: thumbnail, high: thumbnail, medium: thumbnail, default: thumbnail }).partial().default({}),
});
const searchList = z.object({
  items: z.array(z.object({ id: z.object({ videoId: z.string().optional() }).optional(), snippet: z.unknown() })).default([]),
});
const videosList = z.object({
  items: z.array(z.object({ id: z.string(), snippet: z.unknown(), statistics: z.unknown().optional() })).default([]),
});
const videoStatuses = z.object({
  items: z
    .array(z.object({ id: z.string(), status: z.object({ privacyStatus: z.string().optional(), uploadStatus: z.string().optional() }).default({}) }))
    .default([]),
});
/** Upload states of a video that will never play. */
const DEAD_UPLOADS = new Set(['deleted', 'failed', 'rejected']);
const statistics = z.object({ viewCount: z.string().optional(), likeCount: z.string().optional() }).partial();
const errorBody = z.object({ error: z.object({ errors: z.array(z.object({ reason: z.string().optional() })).optional() }) });

type Snippet = z.infer<typeof snippet>;

/** The largest https thumbnail of a snippet, or null. */
function bestThumbnail(s: Snippet): string | null {
  const t = s.thumbnails;
  const url = (t.maxres ?? t.high ?? t.standard ?? t.medium ?? t.default)?.url;
  return url?.startsWith('https://') ? url : null;
}

/** A count YouTube sends as a decimal string; null when absent or not a count. */
function countOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** The error a non-2xx answer stands for: a used-up quota, a refusal (bad key, bad request) or a broken upstream. */
async function failureOf(response: Response): Promise<YouTubeError> {
  const body = errorBody.safeParse(await response.json().catch(() => null));
  const reasons = body.success ? (body.data.error.errors ?? []).map((e) => e.reason ?? '') : [];
  if (response.status === 403 && reasons.some((r) => QUOTA_REASONS.has(r))) return new YouTubeError('quota', `YouTube quota used up (${reasons.join(', ')})`);
  if (response.status >= 500) return new YouTubeError('upstream', `YouTube answered ${response.status}`);
  return new YouTubeError('rejected', `YouTube refused the request: ${response.status} ${reasons.join(', ')}`);
}

/**
 * A YouTube Data API v3 client on `config.baseUrl` with `config.apiKey`. Each call has
 * `config.timeoutMs`; every failure (no key, HTTP error, bad JSON, network, timeout) is a YouTubeError.
 */
export function createYouTubeClient(config: Omit<YouTubeConfig, 'dailyQuota'>, fetchImpl: typeof fetch = fetch): YouTubeClient {
  async function get(resource: 'search' | 'videos', params: Record<string, string>): Promise<unknown> {
    if (!config.apiKey) throw new YouTubeError('not_configured', 'YOUTUBE_API_KEY is not set');
    const url = `${config.baseUrl}/${resource}?${new URLSearchParams({ ...params, key: config.apiKey })}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new YouTubeError(timedOut ? 'timeout' : 'unreachable', `YouTube ${resource}: ${(error as Error).message}`);
    }
    if (!response.ok) throw await failureOf(response);
    try {
      return await response.json();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new YouTubeError(timedOut ? 'timeout' : 'malformed', `YouTube ${resource} sent no JSON: ${(error as Error).message}`);
    }
  }

  function parse<T>(schema: z.ZodType<T>, data: unknown, resource: string): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new YouTubeError('malformed', `YouTube ${resource} answered an unexpected shape`);
    return parsed.data;
  }

  return {
    configured: Boolean(config.apiKey),
    async searchVideos(query, maxResults) {
      const found = parse(searchList, await get('search', { part: 'snippet', q: query, type: 'video', maxResults: String(maxResults) }), 'search.list');
      const ids = [...new Set(found.items.map((item) => item.id?.videoId).filter((id): id is string => id !== undefined && YOUTUBE_ID_PATTERN.test(id)))];
      if (ids.length === 0) return [];
      const details = parse(videosList, await get('videos', { part: 'statistics,snippet', id: ids.join(','), maxResults: String(ids.length) }), 'videos.list');
      return details.items.flatMap((item): YouTubeVideo[] => {
        const s = snippet.safeParse(item.snippet);
        if (!YOUTUBE_ID_PATTERN.test(item.id) || !s.success || Number.isNaN(Date.parse(s.data.publishedAt))) return [];
        const stats = statistics.safeParse(item.statistics ?? {});
        return [
          {
            id: item.id,
            title: s.data.title,
            description: s.data.description,
            thumbnailUrl: bestThumbnail(s.data),
            publishedAt: new Date(s.data.publishedAt).toISOString(),
            channelTitle: s.data.channelTitle,
            viewCount: stats.success ? countOf(stats.data.viewCount) : null,
            likes: stats.success ? countOf(stats.data.likeCount) : null,
          },
        ];
      });
    },
    async videoStatus(id) {
      const found = parse(videoStatuses, await get('videos', { part: 'status', id }), 'videos.list');
      const status = found.items.find((item) => item.id === id)?.status;
      if (!status || DEAD_UPLOADS.has(status.uploadStatus ?? '')) return 'removed';
      return status.privacyStatus === 'private' ? 'private' : 'available';
    },
  };
}
