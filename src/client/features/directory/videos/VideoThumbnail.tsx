import { PlayCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { MarkUnavailableBody } from '@shared/api/directory/videos/video-scan';
import { YOUTUBE_ID_PATTERN } from '@shared/youtube';
import { call } from '@client/lib/call';
import { cn } from '@client/lib/cn';
import { firstThumbnail, nextThumbnail, type ThumbnailSource, thumbnailCandidates } from './video-thumbnails';

/** Videos reported unavailable from this page already: each is reported once. */
const reported = new Set<number>();

/** Tells the server, once per video and page, that none of its thumbnails could be shown; failures are ignored. */
function reportUnavailable(videoId: number, report: MarkUnavailableBody): void {
  if (reported.has(videoId)) return;
  reported.add(videoId);
  call(directoryRoutes.markVideoUnavailable, { params: { id: videoId }, body: report }).catch(() => undefined);
}

/**
 * A 16:9 video thumbnail following its fallback chain: the local thumbnail, then the video host's
 * candidates in order. When all fail, or there is no source, it shows 'No thumbnail available'
 * and, for a saved video (one with an id), reports it unavailable once. A small play mark sits in
 * its corner unless `playMark` is false (a player that draws its own play button).
 */
export function VideoThumbnail({ video, className, playMark = true }: { video: ThumbnailSource & { id?: number }; className?: string; playMark?: boolean }) {
  const chainKey = thumbnailCandidates(video).join('\n');
  const [state, setState] = useState(() => ({ chainKey, step: firstThumbnail(video) }));
  const step = state.chainKey === chainKey ? state.step : firstThumbnail(video);
  const image = useRef<HTMLImageElement>(null);
  const fail = () => setState({ chainKey, step: nextThumbnail(video, step) });

  // An image of a server-rendered page may fail before hydration, unseen by onError: a loaded-but-broken one counts as failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per address shown
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.currentSrc !== '' && img.naturalWidth === 0) fail();
  }, [step.src]);

  const videoId = video.id;
  const youtubeId = video.youtubeId && YOUTUBE_ID_PATTERN.test(video.youtubeId) ? video.youtubeId : null;
  useEffect(() => {
    if (step.src !== null || videoId === undefined) return;
    reportUnavailable(videoId, { reason: step.reason, youtubeId, attemptedUrls: step.tried });
  }, [step, videoId, youtubeId]);

  return (
    <div className={cn('relative aspect-video overflow-hidden bg-accent', className)}>
      {step.src === null ? (
        <div className="flex size-full items-center justify-center text-sm text-white">No thumbnail available</div>
      ) : (
        <img ref={image} key={step.src} src={step.src} alt="" loading="lazy" decoding="async" onError={fail} className="size-full object-cover" />
      )}
      {playMark && <PlayCircle className="absolute right-3 bottom-3 size-8 text-white drop-shadow" aria-hidden="true" />}
    </div>
  );
}
