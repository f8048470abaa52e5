import { formatDate } from '@shared/dates';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@client/lib/router';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { PodcastWithEpisodes } from '@shared/api/directory/podcasts/podcasts';
import { LIMITS } from '@shared/limits';
import { Card } from '@client/components/ui/Card';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { SearchInput } from '@client/components/ui/SearchInput';
import { ShowMore } from '@client/components/ui/ShowMore';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useDebounced } from '@client/lib/use-debounced';

function PodcastCard({ podcast }: { podcast: PodcastWithEpisodes }) {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <Mic className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-xl text-ink">{podcast.name}</h2>
          <p className="text-sm text-muted">{podcast.host && `Hosted by ${podcast.host}`}</p>
          {podcast.description && <p className="mt-2 text-sm text-ink-soft">{podcast.description}</p>}
        </div>
      </div>
      {podcast.episodes.length > 0 && (
        <ul className="mt-4 divide-y divide-line border-t border-line">
          {podcast.episodes.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <ExternalTitle title={e.title} url={e.url} />
              <span className="text-muted">
                {e.client && (
                  <Link to={`/profile/${e.client.slug}`} className="text-accent hover:underline">
                    {e.client.name}
                  </Link>
                )}
                {e.publishedAt && ` · ${formatDate.dayMonthYear(e.publishedAt)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** /all-podcasts: every podcast and its episodes, with the executives who appeared, searchable. */
export default function AllPodcastsPage() {
  const [term, setTerm] = useState('');
  const q = useDebounced(term.trim(), LIMITS.searchDebounceMs);
  const search = q.length >= LIMITS.searchMinLength ? q : '';
  const query = useInfiniteQuery({
    queryKey: queryKeys.podcasts(search),
    queryFn: ({ pageParam }) => call(directoryRoutes.podcasts, { query: { limit: 12, offset: pageParam, q: search || undefined } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
  const podcasts = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-ink">All Podcasts</h1>
      <p className="mt-2 text-ink-soft">Every show our executives have appeared on.</p>
      <SearchInput
        className="mt-6"
        placeholder="Search podcasts, hosts, episodes or guests"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        aria-label="Search podcasts"
      />
      <div className="mt-6 space-y-4">
        {query.isPending && [0, 1, 2].map((i) => <Skeleton key={i} className="h-40 w-full rounded-[var(--radius-card)]" />)}
        {query.isError && <p className="text-ink-soft">The podcasts could not be loaded. Please try again later.</p>}
        {query.isSuccess && podcasts.length === 0 && (
          <p className="py-10 text-center text-ink-soft">{search ? `No podcasts match "${search}".` : 'No podcasts yet.'}</p>
        )}
        {podcasts.map((p) => (
          <PodcastCard key={p.id} podcast={p} />
        ))}
        <ShowMore query={query} label="Show more podcasts" />
      </div>
    </div>
  );
}
