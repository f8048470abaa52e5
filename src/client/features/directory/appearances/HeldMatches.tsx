import { useQuery } from '@tanstack/react-query';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@client/lib/router';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { Button, buttonClass } from '@client/components/ui/Button';
import { call } from '@client/lib/call';
import { plural } from '@shared/plural';
import { RejectMatchesDialog } from './RejectMatchesDialog';
import { feedMatchKeys, type PendingRejection } from './use-reject-feed-matches';
import { TitledSection } from '@client/components/layout/TitledSection';

/**
 * "Held for review" on /admin/podcasts: the feeds that matched a guest too often at once, by feed
 * and guest, with the reason; each can be reviewed on the guest's podcasts page (accept the real
 * ones) or rejected in one step. Nothing shows while none is held.
 */
export function HeldMatches() {
  const held = useQuery({ queryKey: feedMatchKeys.held, queryFn: () => call(directoryAdminRoutes.heldMatches) });
  const [pending, setPending] = useState<PendingRejection | null>(null);
  if (!held.data?.length) return null;
  return (
    <TitledSection id="held-matches" title="Held for review">
      <p className="text-sm text-ink-soft">
        Matches not published because a feed named a guest too often at once. Accept the real ones on the guest’s podcasts page, or reject them all.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {held.data.map((group) => (
          <li key={`${group.feedId}:${group.clientId}`} className="space-y-2 rounded-[var(--radius-card)] border border-line bg-surface p-4">
            <p className="font-medium text-ink">
              {group.name} <span className="font-normal text-ink-soft">on {group.showName}</span>
            </p>
            <p className="flex items-start gap-1.5 text-sm text-ink-soft">
              <PauseCircle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              {plural(group.held, 'episode')} held. {group.reason}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link className={buttonClass('secondary', 'sm')} to={`/profile/${group.slug}/podcasts`} aria-label={`Review suggestions of ${group.name}`}>
                Review suggestions
              </Link>
              <Button
                variant="destructive"
                size="sm"
                aria-label={`Reject these: ${group.name}’s matches from ${group.showName}`}
                onClick={() => setPending({ feedId: group.feedId, clientId: group.clientId, label: `${group.name}’s matches from ${group.showName}` })}
              >
                Reject these
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RejectMatchesDialog pending={pending} onClose={() => setPending(null)} />
    </TitledSection>
  );
}
