import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '../../../shared/api/videos';
import { cn } from '../../lib/cn';
import { thumbnailCandidates } from './video-thumbnails';

/** A 16:9 video thumbnail stepping through its candidates; 'No thumbnail available' when all fail. */
export function VideoThumbnail({ video, className }: { video: Pick<Video, 'localThumbnail' | 'youtubeId' | 'vimeoId' | 'title'>; className?: string }) {
  const candidates = thumbnailCandidates(video);
  const [step, setStep] = useState(0);
  const failed = step >= candidates.length;
  return (
    <div className={cn('relative aspect-video overflow-hidden bg-accent', className)}>
      {failed ? (
        <div className="flex size-full items-center justify-center text-sm text-white/70">No thumbnail available</div>
      ) : (
        <img src={candidates[step]} alt="" loading="lazy" decoding="async" onError={() => setStep((s) => s + 1)} className="size-full object-cover" />
      )}
      <PlayCircle className="absolute right-3 bottom-3 size-8 text-white drop-shadow" aria-hidden="true" />
    </div>
  );
}
