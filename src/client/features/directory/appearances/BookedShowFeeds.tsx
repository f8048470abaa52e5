import { useQuery } from '@tanstack/react-query';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { FeedStatus } from './FeedStatus';
import { TitledSection } from '@client/components/layout/TitledSection';

/**
 * "Feeds of booked shows": the feeds that belong to no podcast in the directory (shows that came
 * through a booking), each with its state, where it came from and what it can prove, "Read now",
 * "Trust" and "Ownership tag". Nothing shows while there are none.
 */
export function BookedShowFeeds() {
  const feeds = useQuery({ queryKey: queryKeys.adminList('podcast-feeds'), queryFn: () => call(directoryAdminRoutes.unattachedFeeds) });
  if (!feeds.data?.length) return null;
  return (
    <TitledSection id="booked-show-feeds" title="Feeds of booked shows">
      <p className="text-sm text-ink-soft">
        A feed that came with a host’s request or a guest’s booking only suggests appearances until you trust it, or its host proves it is theirs.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {feeds.data.map((feed) => (
          <li key={feed.id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
            <p className="mb-1 font-medium text-ink">{feed.title || 'Untitled show'}</p>
            <FeedStatus feed={feed} name={feed.title || feed.url} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
