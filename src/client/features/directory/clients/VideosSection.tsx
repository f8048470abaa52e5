import { Link } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { Video } from '@shared/api/directory/videos/videos';
import { VideoThumbnail } from '../videos/VideoThumbnail';
import { cn } from '@client/lib/cn';
import { Section } from './Section';

/** The video panel: approved videos for visitors; pending ones greyed for those who manage the profile. */
export function VideosSection({ client, videos }: { client: ClientDetail; videos: Video[] }) {
  if (videos.length === 0 && !client.abilities.videoScan) return null;
  return (
    <Section id="videos" title="Videos">
      {videos.length === 0 ? (
        <p className="text-sm text-muted">No approved videos yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((v) => (
            <li key={v.id}>
              <Link to={`/profile/${client.slug}/video/${v.id}`} className="group block">
                {/* Pending cards are greyed through the picture, so their text keeps its contrast. */}
                <VideoThumbnail video={v} className={cn('rounded-lg', v.toApprove !== 0 && 'opacity-50 grayscale')} />
                <p className="mt-2 line-clamp-2 text-sm font-medium text-ink group-hover:text-accent">{v.title}</p>
                {v.toApprove !== 0 && <p className="text-xs text-muted">Pending</p>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
