import { Play } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '@shared/api/directory/videos/videos';
import { VideoThumbnail } from './VideoThumbnail';

/** The embed address of a video: YouTube (privacy-enhanced) or Vimeo, autoplaying once chosen. */
function embedUrl(video: Pick<Video, 'youtubeId' | 'vimeoId'>): string | null {
  if (video.youtubeId) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`;
  if (video.vimeoId) return `https://player.vimeo.com/video/${encodeURIComponent(video.vimeoId)}?autoplay=1`;
  return null;
}

/** A click-to-play player: the thumbnail until the visitor presses play, so the page stays light. */
export function VideoPlayer({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const src = embedUrl(video);
  if (playing && src) {
    return (
      <iframe
        src={src}
        title={video.title}
        className="aspect-video w-full rounded-[var(--radius-card)] bg-ink"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      disabled={!src}
      aria-label={`Play ${video.title}`}
      className="group relative block w-full overflow-hidden rounded-[var(--radius-card)] focus-ring-inset"
    >
      <VideoThumbnail video={video} playMark={false} />
      <span className="absolute inset-0 flex items-center justify-center bg-ink/20 transition-colors group-hover:bg-ink/30">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-accent shadow-lg transition-transform group-hover:scale-105">
          <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}
