import { useQuery } from '@tanstack/react-query';
import { Link } from '@client/lib/router';
import type { Video } from '@shared/api/directory/videos/videos';
import { Carousel } from '@client/components/ui/Carousel';
import { Skeleton } from '@client/components/ui/Skeleton';
import { VideoThumbnail } from '../videos/VideoThumbnail';
import { validFeaturedVideos } from './featured-videos';
import { featuredVideosQuery } from './home-queries';

function VideoCard({ video }: { video: Video }) {
  return (
    <Link
      to={`/profile/${video.clientSlug}/video/${video.id}`}
      className="group mx-2 block overflow-hidden rounded-[var(--radius-card)] focus-ring-inset border border-line bg-surface shadow-[var(--shadow-card)]"
    >
      <VideoThumbnail video={video} className="transition-transform duration-300 group-hover:scale-[1.02]" />
      <div className="p-4">
        <p className="line-clamp-2 font-medium text-ink">{video.title}</p>
        <p className="mt-1 text-sm text-muted">{video.clientName}</p>
      </div>
    </Link>
  );
}

/** Featured videos as 16:9 cards, advancing every 6 s until the visitor takes over. */
export function FeaturedVideosSection() {
  const { data, isPending, isError } = useQuery(featuredVideosQuery);
  const videos = validFeaturedVideos(data ?? []);
  return (
    <section aria-labelledby="videos-title" className="border-y border-line bg-surface/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="videos-title" className="font-display text-3xl text-ink">
          Featured videos
        </h2>
        <p className="mt-2 text-ink-soft">Hear them before you book them.</p>
        <div className="mt-8">
          {isPending ? (
            <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <p className="sr-only">Loading featured videos...</p>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="aspect-video w-full" />
              ))}
            </div>
          ) : isError || videos.length === 0 ? (
            <p className="text-ink-soft">No featured videos available...</p>
          ) : (
            <Carousel
              items={videos}
              label="Featured videos carousel"
              itemKey={(v) => v.id}
              slideClass="basis-full sm:basis-1/2 lg:basis-1/3"
              render={(video) => <VideoCard video={video} />}
            />
          )}
        </div>
      </div>
    </section>
  );
}
