import type { SessionUser } from '@shared/api/session-user';
import type { KeyFact, Video, VideoDetail } from '@shared/api/directory/videos/videos';
import { LIMITS } from '@shared/limits';
import { canManageClient, isAdmin } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { notFound } from '@server/lib/errors';
import { requireClient, requireVisibleClient } from '../clients/clients.service';
import * as repo from './videos.repo';

type VideosContext = Pick<AppContext, 'db' | 'cache'>;

/** How many random key facts are drawn at once and sampled from until the cache renews them. */
const KEY_FACT_POOL = 60;

/** `n` distinct items of a list, in random order. */
function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

type VideoRow = NonNullable<Awaited<ReturnType<typeof repo.findVideo>>>;

/** A video as the API sends it: at most 5 keywords. */
function toVideo(row: VideoRow): Video {
  return { ...row, keywords: row.keywords.slice(0, LIMITS.videoKeywordsMax) };
}

/** Key facts as the API sends them: at most 4 keywords each. */
function capKeywords<T extends { keywords: unknown[] }>(facts: T[]): T[] {
  return facts.map((f) => ({ ...f, keywords: f.keywords.slice(0, LIMITS.keyFactKeywordsMax) }));
}

/** The featured videos of the home page (at most 8). */
export function featuredVideos(ctx: VideosContext): Promise<Video[]> {
  return ctx.cache.get('videos:featured', ['videos', 'clients'], async () => (await repo.listFeaturedVideos(ctx.db, LIMITS.featuredVideosMax)).map(toVideo));
}

/** A client's videos: approved ones, plus pending ones for someone who may manage the client. */
export async function clientVideos(ctx: VideosContext, user: SessionUser | null, clientId: number): Promise<Video[]> {
  await requireVisibleClient(ctx, clientId, user);
  return (await repo.listClientVideos(ctx.db, clientId, canManageClient(user, clientId))).map(toVideo);
}

/**
 * One video with its key facts; a pending video is only found by someone who may manage its
 * client, and with `clientSlug` (a profile page's), only when it is that client's.
 */
export async function videoDetail(ctx: VideosContext, user: SessionUser | null, id: number, clientSlug?: string): Promise<VideoDetail> {
  const row = await repo.findVideo(ctx.db, id);
  if (!row || (clientSlug !== undefined && row.clientSlug !== clientSlug)) throw notFound('Video not found');
  if (row.toApprove !== 0 && !canManageClient(user, row.clientId)) throw notFound('Video not found');
  // an archived profile's videos are the admins' only
  if ((await requireClient(ctx, row.clientId)).archived && !isAdmin(user)) throw notFound('Video not found');
  return { ...toVideo(row), keyFacts: capKeywords(await repo.listVideoKeyFacts(ctx.db, row.id)) };
}

/** `limit` random key facts, sampled from a cached pool. */
export async function randomKeyFacts(ctx: VideosContext, limit: number): Promise<KeyFact[]> {
  const pool = await ctx.cache.get('key-facts:pool', ['videos', 'clients'], async () => capKeywords(await repo.randomKeyFacts(ctx.db, KEY_FACT_POOL)));
  return sample(pool, limit);
}
