import type { Video } from '@shared/api/directory/videos/videos';
import { LIMITS } from '@shared/limits';

/** Featured videos need a title, a client name and a YouTube or Vimeo id; only the first 8 are used. */
export function validFeaturedVideos(videos: Video[]): Video[] {
  return videos.filter((v) => v.title && v.clientName && (v.youtubeId || v.vimeoId)).slice(0, LIMITS.featuredVideosMax);
}
