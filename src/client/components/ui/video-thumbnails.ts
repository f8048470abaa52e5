import type { Video } from '../../../shared/api/videos';

/**
 * SPEC §4 video thumbnail chain: the local thumbnail first, then the video host's thumbnails
 * (three YouTube sizes, or Vimeo's thumbnail service).
 */
export function thumbnailCandidates(video: Pick<Video, 'localThumbnail' | 'youtubeId' | 'vimeoId'>): string[] {
  const candidates: string[] = [];
  if (video.localThumbnail) candidates.push(video.localThumbnail);
  if (video.youtubeId) {
    for (const size of ['maxresdefault', 'hqdefault', 'mqdefault']) candidates.push(`https://i.ytimg.com/vi/${video.youtubeId}/${size}.jpg`);
  }
  if (video.vimeoId) candidates.push(`https://vumbnail.com/${video.vimeoId}.jpg`);
  return candidates;
}
