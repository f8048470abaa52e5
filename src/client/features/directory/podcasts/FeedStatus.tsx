import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { directoryAdminRoutes } from '../../../../shared/api/directory/admin-route-table';
import type { AdminFeed } from '../../../../shared/api/directory/podcasts/admin-podcasts';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { cn } from '../../../lib/cn';
import { FeedMatchesButton } from './FeedMatchesDialog';
import { feedStateLabel } from './feed-state';

/** What a good or failed "Read now" refreshes: the podcasts list and the booked shows' feeds. */
export const FEED_LISTS = [queryKeys.adminList('podcasts'), queryKeys.adminList('podcast-feeds')];

/**
 * A feed's address and state in words (its failure in the error colour), with "Read now": the
 * server reads it at once (or answers why not: read within the hour) and the lists are read again;
 * and "Matches": the guests it matched, whose matches can be rejected in one step.
 */
export function FeedStatus({ feed, name }: { feed: AdminFeed; name: string }) {
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: () => call(directoryAdminRoutes.readFeedNow, { params: { id: feed.id } }),
    onSuccess: (after) =>
      toast(after.error ? { type: 'error', title: 'The feed could not be read', message: after.error } : { type: 'success', title: 'Feed read', message: feedStateLabel(after) }),
    onError: (error) => toast({ type: 'error', title: 'The feed was not read', message: error.message }),
    onSettled: () => Promise.all(FEED_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <div className="max-w-xs min-w-48 space-y-1">
      <p className="truncate text-xs text-muted" title={feed.url}>
        {feed.url}
      </p>
      <p className={cn('line-clamp-2', feed.failures > 0 ? 'text-destructive' : 'text-ink-soft')}>{feedStateLabel(feed)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={read.isPending} onClick={() => read.mutate()} aria-label={`Read now: the feed of ${name}`}>
          <RefreshCw className="size-3.5" aria-hidden="true" />
          Read now
        </Button>
        <FeedMatchesButton feedId={feed.id} showName={name} />
      </div>
    </div>
  );
}
