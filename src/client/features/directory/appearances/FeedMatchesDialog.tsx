import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@client/lib/router';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import type { FeedMatchGuest } from '@shared/api/directory/appearances/feed-matches';
import { Button } from '@client/components/ui/Button';
import { RecordModal } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';
import { plural } from '@shared/plural';
import { RejectMatchesDialog } from './RejectMatchesDialog';
import { feedMatchKeys, type PendingRejection } from './use-reject-feed-matches';

/** A guest's matches from the feed in words: "5,000 held for review · 2 verified by the feed · 1 accepted". */
function matchCountsLabel(guest: FeedMatchGuest): string {
  const parts = [
    guest.held > 0 && `${guest.held.toLocaleString('en-US')} held for review`,
    guest.suggested > 0 && `${guest.suggested.toLocaleString('en-US')} suggested`,
    guest.verifiedByFeed > 0 && `${guest.verifiedByFeed.toLocaleString('en-US')} verified by the feed`,
    guest.accepted > 0 && `${guest.accepted.toLocaleString('en-US')} accepted`,
    guest.rejected > 0 && `${guest.rejected.toLocaleString('en-US')} rejected`,
  ].filter(Boolean);
  return parts.join(' · ');
}

/** Whether a guest has matches from the feed a bulk rejection would take. */
const rejectable = (guest: FeedMatchGuest) => guest.held + guest.suggested + guest.verifiedByFeed > 0;

/** The guests one feed matched, read while the dialog is open. */
function FeedGuests({ feedId, showName, onReject }: { feedId: number; showName: string; onReject: (pending: PendingRejection) => void }) {
  const matches = useQuery({ queryKey: feedMatchKeys.ofFeed(feedId), queryFn: () => call(directoryAdminRoutes.feedMatches, { params: { id: feedId } }) });
  if (matches.isPending) return <p className="text-sm text-muted">Loading the guests this feed matched…</p>;
  if (matches.isError) return <p className="text-sm text-destructive">The matches could not be loaded. Please try again.</p>;
  const { guests, totalGuests } = matches.data;
  if (guests.length === 0) return <p className="text-sm text-muted">This feed has matched no guest yet.</p>;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">{plural(totalGuests, 'guest')} matched</p>
        <Button variant="destructive" size="sm" disabled={!guests.some(rejectable)} onClick={() => onReject({ feedId, label: `Every match of ${showName}` })}>
          Reject all matches of this feed
        </Button>
      </div>
      <ul aria-label={`Guests matched by ${showName}`} className="divide-y divide-line">
        {guests.map((guest) => (
          <li key={guest.clientId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <Link className="link-inline font-medium" to={`/profile/${guest.slug}/podcasts`}>
                {guest.name}
              </Link>
              <p className="text-sm text-ink-soft">{matchCountsLabel(guest)}</p>
              {guest.heldReason && <p className="mt-1 text-sm text-warning">{guest.heldReason}</p>}
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              disabled={!rejectable(guest)}
              aria-label={`Reject these: ${guest.name}’s matches from ${showName}`}
              onClick={() => onReject({ feedId, clientId: guest.clientId, label: `${guest.name}’s matches from ${showName}` })}
            >
              Reject these
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Matches" of a feed on /admin/podcasts: the guests it matched, each with their matches in words
 * and the reason of a hold, with "Reject these" for one guest and "Reject all matches of this
 * feed", each after a confirmation.
 */
export function FeedMatchesButton({ feedId, showName }: { feedId: number; showName: string }) {
  const [open, setOpen] = useState<{ feedId: number } | null>(null);
  const [pending, setPending] = useState<PendingRejection | null>(null);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen({ feedId })} aria-label={`Matches: the guests the feed of ${showName} matched`}>
        Matches
      </Button>
      <RecordModal
        record={open}
        onClose={() => setOpen(null)}
        wide
        title={() => `Guests matched by ${showName}`}
        description={() => 'Each guest the feed matched, with where their matches stand.'}
      >
        {(record) => <FeedGuests feedId={record.feedId} showName={showName} onReject={setPending} />}
      </RecordModal>
      <RejectMatchesDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
