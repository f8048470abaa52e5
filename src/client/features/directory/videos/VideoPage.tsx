import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Quote } from 'lucide-react';
import { Link, useParams } from '@client/lib/router';
import { LIMITS } from '@shared/limits';
import { Card } from '@client/components/ui/Card';
import { PageSpinner } from '@client/components/ui/Spinner';
import NotFoundPage from '@client/components/layout/NotFoundPage';
import { VideoPlayer } from './VideoPlayer';
import { videoQuery } from './video-query';

/** /profile/{slug}/video/{videoId}: the player, title, description, keywords and the key facts from the video. */
export default function VideoPage() {
  const { slug = '', videoId = '' } = useParams();
  const id = Number(videoId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: video, isPending } = useQuery({ ...videoQuery(slug, id), enabled: valid });
  if (!valid || video === null) return <NotFoundPage />;
  if (isPending) {
    return <PageSpinner label="Loading video…" />;
  }
  if (!video) return <p className="py-24 text-center text-ink-soft">The video could not be loaded. Please refresh.</p>;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to={`/profile/${slug}`} className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="size-4" aria-hidden="true" /> {video.clientName}
      </Link>
      <div className="mt-4">
        <VideoPlayer key={video.id} video={video} />
      </div>
      <h1 className="mt-6 font-display text-3xl leading-tight text-ink sm:text-4xl">{video.title}</h1>
      {video.keywords.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {video.keywords.slice(0, LIMITS.videoKeywordsMax).map((k) => (
            <li key={k} className="rounded-full bg-accent-soft px-3 py-0.5 text-sm text-accent">
              {k}
            </li>
          ))}
        </ul>
      )}
      {video.description && <p className="mt-5 max-w-[70ch] leading-relaxed whitespace-pre-line text-ink-soft">{video.description}</p>}
      {video.keyFacts.length > 0 && (
        <section aria-labelledby="facts-title" className="mt-10">
          <h2 id="facts-title" className="font-display text-2xl text-ink">
            Key facts from this video
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {video.keyFacts.map((f) => (
              <Card key={f.id} className="p-5">
                <Quote className="size-5 text-gold" aria-hidden="true" />
                <p className="mt-2 text-ink">{f.fact}</p>
                <p className="mt-3 flex flex-wrap gap-1.5">
                  {f.keywords.map((k) => (
                    <span key={k.id} className="rounded-full bg-sunken px-2 py-0.5 text-xs text-ink-soft">
                      {k.name}
                    </span>
                  ))}
                </p>
              </Card>
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
