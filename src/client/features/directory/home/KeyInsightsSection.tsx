import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { Link } from '@client/lib/router';
import { LIMITS } from '@shared/limits';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { keyFactsQuery } from './home-queries';

/** Key insights: three random key facts as quote cards, at most four keywords each. */
export function KeyInsightsSection() {
  const { data, isPending, isError } = useQuery(keyFactsQuery);
  return (
    <section aria-labelledby="insights-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="insights-title" className="font-display text-3xl text-ink">
        Key insights
      </h2>
      <p className="mt-2 text-ink-soft">Ideas our executives bring to the conversation.</p>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {isPending && [0, 1, 2].map((i) => <Skeleton key={i} className="h-48 w-full rounded-[var(--radius-card)]" />)}
        {isError && <p className="text-ink-soft md:col-span-3">Failed to fetch key facts</p>}
        {data?.map((fact) => (
          <Card key={fact.id} className="flex flex-col p-6">
            <Quote className="size-6 text-gold" aria-hidden="true" />
            <p className="mt-3 flex-1 font-display text-lg leading-snug text-ink">{fact.fact}</p>
            <div className="mt-4 flex flex-wrap gap-1.5">
              {fact.keywords.slice(0, LIMITS.keyFactKeywordsMax).map((k) => (
                <span key={k.id} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs text-accent">
                  {k.name}
                </span>
              ))}
            </div>
            <Link to={`/profile/${fact.clientSlug}/video/${fact.videoId}`} className="mt-4 text-sm text-muted hover:text-accent">
              {fact.clientName} · {fact.videoTitle}
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
