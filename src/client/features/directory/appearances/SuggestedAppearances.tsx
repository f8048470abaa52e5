import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, PauseCircle, X } from 'lucide-react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { AppearanceSuggestion } from '@shared/api/directory/appearances/appearance-suggestions';
import type { Page } from '@shared/api/paging';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { CardShowMore } from '@client/components/ui/ShowMore';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { EpisodeSummary } from './EpisodeSummary';

/** How many suggestions show at first, and come with each "Show more". */
const SUGGESTIONS_PAGE = 20;

/**
 * The appearances the shows' own feeds suggest for a client, for whoever manages it, a page at a
 * time: each with its evidence, for a feed nobody vouched for yet where the feed came from, and
 * those held for review (a feed that matched the guest too often at once) marked with the reason,
 * after the others; to accept (it joins the appearances, marked Verified as accepted) or reject
 * (never offered again). Shows nothing while there are none.
 */
export function SuggestedAppearances({ client }: { client: ClientDetail }) {
  const queryClient = useQueryClient();
  const key = queryKeys.appearanceSuggestions(client.id);
  const suggestions = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      call(directoryRoutes.appearanceSuggestions, { params: { id: client.id }, query: { limit: SUGGESTIONS_PAGE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
  const scope = { id: `appearances:${client.id}` };
  const settled = (id: number) => {
    queryClient.setQueryData<InfiniteData<Page<AppearanceSuggestion>, number>>(
      key,
      (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((s) => s.id !== id), total: page.total - 1 })) },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.appearances(client.id) });
  };
  const accept = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.acceptAppearanceSuggestion, { params: { id } }),
    onSuccess: (appearance, id) => {
      settled(id);
      toast({ type: 'success', title: 'Appearance accepted', message: `${appearance.title} now appears on the profile, marked Verified` });
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to accept the appearance') }),
  });
  const reject = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.rejectAppearanceSuggestion, { params: { id } }),
    onSuccess: (_none, id) => {
      settled(id);
      toast({ type: 'success', title: 'Suggestion rejected', message: 'It will not be suggested again' });
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to reject the suggestion') }),
  });

  const list = suggestions.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.length === 0) return null;
  const total = suggestions.data?.pages[0]?.total ?? list.length;
  const busy = accept.isPending || reject.isPending;
  return (
    <Card className="px-6 pt-5 pb-1">
      <h2 className="font-display text-xl text-ink">
        Suggested appearances <span className="font-sans text-sm text-muted">({total.toLocaleString('en-US')})</span>
      </h2>
      <p className="mt-1 text-sm text-muted">{`Episodes in the shows’ own feeds that may be ${client.name}’s. Accept one to list it as verified, or reject it: it will not be suggested again.`}</p>
      <ul aria-label={`Suggested appearances of ${client.name}`} className="mt-2 divide-y divide-line">
        {list.map((s) => (
          <li key={s.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <EpisodeSummary title={s.episodeTitle} url={s.link} show={s.showName} date={s.publishedAt} />
              {s.heldReason && (
                <p className="mt-2 flex items-start gap-1.5 text-sm text-warning">
                  <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {s.heldReason}
                </p>
              )}
              {s.feedOrigin && (
                <p className="mt-1 text-sm text-ink-soft">{`${s.feedOrigin}: the agency has not reviewed this feed yet, so it only suggests.`}</p>
              )}
              <ul aria-label="Evidence" className="mt-2 space-y-1 text-sm text-ink-soft">
                {s.evidence.map((e) => (
                  <li key={e.signal}>
                    <span className="font-medium text-ink">{e.label}</span>
                    {e.detail && `: ${e.detail}`}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" disabled={busy} aria-label={`Accept: ${s.episodeTitle}`} onClick={() => accept.mutate(s.id)}>
                <Check className="size-4" aria-hidden="true" />
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} aria-label={`Reject: ${s.episodeTitle}`} onClick={() => reject.mutate(s.id)}>
                <X className="size-4" aria-hidden="true" />
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <CardShowMore query={suggestions} label="Show more suggestions" />
    </Card>
  );
}
