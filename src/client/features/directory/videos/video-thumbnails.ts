import type { UnavailableReason } from '@shared/api/directory/videos/video-scan';
import type { Video } from '@shared/api/directory/videos/videos';

/** What a thumbnail can come from: the local thumbnail, the host's ids, and the host thumbnail a scan named. */
export type ThumbnailSource = Pick<Video, 'localThumbnail' | 'youtubeId' | 'vimeoId'> & { thumbnailUrl?: string | null };

/** The three YouTube thumbnail sizes, largest first. */
const YOUTUBE_SIZES = ['maxresdefault', 'hqdefault', 'mqdefault'] as const;

/**
 * The local thumbnail as an address the page may load: a site path or http(s) address as is,
 * a bare file name under /uploads/ (like media images); anything else (javascript:,
 * protocol-relative, junk) is no source at all.
 */
export function localThumbnailSrc(local: string | null | undefined): string | null {
  const value = local?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\//i.test(value)) return value;
  return /^[\w.-]+$/.test(value) ? `/uploads/${value}` : null;
}

/** The video host's thumbnail candidates in order: the one a scan named, then YouTube's three sizes, or Vimeo's thumbnail service. */
function hostThumbnails(video: ThumbnailSource): string[] {
  const candidates: string[] = [];
  if (video.thumbnailUrl && /^https:\/\//i.test(video.thumbnailUrl)) candidates.push(video.thumbnailUrl);
  if (video.youtubeId) for (const size of YOUTUBE_SIZES) candidates.push(`https://i.ytimg.com/vi/${encodeURIComponent(video.youtubeId)}/${size}.jpg`);
  if (video.vimeoId) candidates.push(`https://vumbnail.com/${encodeURIComponent(video.vimeoId)}.jpg`);
  return [...new Set(candidates)];
}

/** The video thumbnail fallback chain, every address in the order it is tried: the local thumbnail first, then the host's candidates. */
export function thumbnailCandidates(video: ThumbnailSource): string[] {
  const local = localThumbnailSrc(video.localThumbnail);
  return [...new Set([...(local ? [local] : []), ...hostThumbnails(video)])];
}

/** Where a thumbnail is in its chain: the address shown now, or none left (and why), with every address tried so far. */
export type ThumbnailStep = { src: string; tried: string[] } | { src: null; tried: string[]; reason: UnavailableReason };

/** The first step: the local thumbnail, else the host's first candidate; no source at all is 'no_valid_thumbnail_source'. */
export function firstThumbnail(video: ThumbnailSource): ThumbnailStep {
  const [first] = thumbnailCandidates(video);
  return first ? { src: first, tried: [] } : { src: null, tried: [], reason: 'no_valid_thumbnail_source' };
}

/**
 * The step after the shown address failed. A failed local thumbnail gives way to the
 * host's first candidate; a failed host candidate to the next one in order. (The local one is
 * always first and tried once, so both are "the first candidate not tried yet".) When none is
 * left: 'all_thumbnails_failed', with every address tried.
 */
export function nextThumbnail(video: ThumbnailSource, step: ThumbnailStep): ThumbnailStep {
  if (step.src === null) return step;
  const tried = [...step.tried, step.src];
  const next = thumbnailCandidates(video).find((candidate) => !tried.includes(candidate));
  return next ? { src: next, tried } : { src: null, tried, reason: 'all_thumbnails_failed' };
}
