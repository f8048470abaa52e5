import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link2, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { CandidateEpisode } from '@shared/api/directory/appearances/appearances';
import { formatDate } from '@shared/dates';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { ExternalTitle } from '@client/components/ui/ExternalTitle';
import { Field } from '@client/components/ui/Field';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';

/** Episodes a page of results shows. */
const PAGE_SIZE = 10;

/**
 * Find Episodes: searches the podcasts' episodes that are on no profile for the client's name
 * (or what the manager types instead), a page at a time, and links one to the profile.
 */
export function FindEpisodes({
  clientId,
  name,
  onLink,
  linking,
}: {
  clientId: number;
  name: string;
  onLink: (episode: CandidateEpisode) => void;
  linking: number | null;
}) {
  const [typed, setTyped] = useState(name);
  const [q, setQ] = useState(name);
  const [offset, setOffset] = useState(0);
  const results = useQuery({
    queryKey: queryKeys.episodeCandidates(clientId, q, offset),
    queryFn: () => call(directoryRoutes.episodeCandidates, { params: { id: clientId }, query: { q, limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim() || name);
    setOffset(0);
  };

  const page = results.data;
  return (
    <Card className="p-6">
      <h2 className="font-display text-xl text-ink">Find Episodes</h2>
      <p className="mt-1 text-sm text-ink-soft">Episodes in the podcast directory that mention {name} and are not on any profile yet.</p>
      <form onSubmit={search} aria-label="Find episodes" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Search episodes for" value={typed} maxLength={200} className="flex-1" onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" /> Search
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        {results.isPending ? (
          <ListSkeleton label="Searching episodes" rows={2} />
        ) : results.isError ? (
          <LoadError title="Failed to search episodes" error={results.error} onRetry={() => results.refetch()} />
        ) : page && page.items.length === 0 ? (
          <p className="py-3 text-sm text-muted">No unlinked episodes mention “{q}”.</p>
        ) : (
          page && (
            <>
              <p className="text-sm text-muted">
                {page.total === 1 ? '1 episode found' : `${page.total} episodes found`}
                {page.total > PAGE_SIZE && ` · showing ${offset + 1}–${offset + page.items.length}`}
              </p>
              <ul aria-label="Episodes found" className="mt-2 divide-y divide-line">
                {page.items.map((episode) => (
                  <li key={episode.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
                    <div className="min-w-0 flex-1">
                      <ExternalTitle title={episode.title} url={episode.url} className="font-medium" />
                      <p className="text-sm text-muted">
                        {episode.podcastName}
                        {episode.podcastHost && ` · hosted by ${episode.podcastHost}`}
                        {episode.publishedAt && ` · ${formatDate.dayMonthYear(episode.publishedAt)}`}
                      </p>
                      {episode.description && <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{episode.description}</p>}
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="self-start"
                      aria-label={`Link to profile: ${episode.title}`}
                      loading={linking === episode.id}
                      onClick={() => onLink(episode)}
                    >
                      <Link2 className="size-4" aria-hidden="true" /> Link to profile
                    </Button>
                  </li>
                ))}
              </ul>
              {page.total > PAGE_SIZE && (
                <div className="mt-3 flex justify-between gap-3">
                  <Button variant="ghost" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                    Previous
                  </Button>
                  <Button variant="ghost" size="sm" disabled={page.nextOffset === null} onClick={() => page.nextOffset !== null && setOffset(page.nextOffset)}>
                    Next
                  </Button>
                </div>
              )}
            </>
          )
        )}
      </div>
    </Card>
  );
}
