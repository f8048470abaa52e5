import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import type { RejectFeedMatchesResult } from '@shared/api/directory/appearances/feed-matches';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { plural } from '@shared/plural';
import { queryKeys } from '@client/lib/query-keys';
import { serverMessageOr } from '@client/components/forms/list-edits';

/** The queries of what the feeds matched: a feed's guests and the held suggestions (under the feeds' list, so a "Read now" refreshes them too). */
export const feedMatchKeys = {
  held: [...queryKeys.adminList('podcast-feeds'), 'held'] as const,
  ofFeed: (feedId: number) => [...queryKeys.adminList('podcast-feeds'), feedId, 'matches'] as const,
};

/** A bulk rejection asked for: the feed, one guest of it or none (all), and how the toast names them. */
export interface PendingRejection {
  feedId: number;
  clientId?: number;
  /** "Ana García’s matches from The Everything Show", "every match of The Everything Show". */
  label: string;
}

/** What a bulk rejection did, in words. */
function doneMessage(done: RejectFeedMatchesResult): string {
  const parts = [`${plural(done.rejected, 'match', 'matches')} rejected`, `${plural(done.appearancesRemoved, 'appearance')} removed from the profiles`];
  if (done.keptAccepted > 0) parts.push(`${plural(done.keptAccepted, 'appearance')} a person accepted kept`);
  return `${parts.join(', ')}. They will not be suggested again.`;
}

/**
 * Rejects a feed's unconfirmed matches, or one guest's from it, in one step: the toast says what
 * it did (or why not), then what the feeds matched, the podcasts and the profiles are read again.
 */
export function useRejectFeedMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feedId, clientId }: PendingRejection) => call(directoryAdminRoutes.rejectFeedMatches, { params: { id: feedId }, body: { clientId } }),
    onSuccess: (done, { label }) => toast({ type: 'success', title: 'Matches rejected', message: `${label}: ${doneMessage(done)}` }),
    onError: (error) => toast({ type: 'error', title: 'Matches not rejected', message: serverMessageOr(error, 'Failed to reject the matches') }),
    onSettled: () =>
      Promise.all(
        [queryKeys.adminList('podcast-feeds'), queryKeys.adminList('podcasts'), queryKeys.clients].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
