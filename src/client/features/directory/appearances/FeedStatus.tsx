import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { FEED_SOURCE_LABELS, FEED_TRUST_LABELS } from '@shared/api/directory/appearances/feeds';
import type { AdminFeed } from '@shared/api/directory/podcasts/admin-podcasts';
import { Button } from '@client/components/ui/Button';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Modal, ModalCancel } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { cn } from '@client/lib/cn';
import { FeedMatchesButton } from './FeedMatchesDialog';
import { feedStateLabel } from './feed-state';
import { OwnershipTagPanel } from './OwnershipTagPanel';

/** What a good or failed "Read now" refreshes: the podcasts list and the booked shows' feeds. */
export const FEED_LISTS = [queryKeys.adminList('podcasts'), queryKeys.adminList('podcast-feeds')];

/** What the feed's episodes can prove, in words, with where it came from while nobody vouched for it. */
function trustLabel(feed: AdminFeed): string {
  const words = FEED_TRUST_LABELS[feed.trust];
  return feed.trust === 'unreviewed' && feed.source !== 'admin' ? `${words} · ${FEED_SOURCE_LABELS[feed.source]}` : words;
}

/** "Trust this feed", behind a question: its episodes then verify appearances, and its waiting suggestions are judged again. */
function TrustFeed({ feed, name }: { feed: AdminFeed; name: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const trust = useMutation({
    mutationFn: () => call(directoryAdminRoutes.trustFeed, { params: { id: feed.id } }),
    onSuccess: () => toast({ type: 'success', title: 'Feed trusted', message: 'Its suggestions were judged again by the matching rules.' }),
    onError: (error) => toast({ type: 'error', title: 'The feed was not trusted', message: error.message }),
    onSettled: () => Promise.all(FEED_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <>
      <Button variant="secondary" size="sm" loading={trust.isPending} onClick={() => setAsking(true)} aria-label={`Trust the feed of ${name}`}>
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Trust
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Trust the feed of ${name}?`}
        description="Its episodes can then mark appearances Verified on guests’ profiles and one-sheets, and the suggestions waiting on it are judged again. Trust only a show you know is real."
        confirmLabel="Trust this feed"
        onConfirm={() => {
          setAsking(false);
          trust.mutate();
        }}
      />
    </>
  );
}

/** "Ownership tag": a dialog that gives a new tag for the show's owner to paste into the feed. */
function OwnershipTagDialog({ feed, name }: { feed: AdminFeed; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Ownership tag for the feed of ${name}`}>
        <KeyRound className="size-3.5" aria-hidden="true" />
        Ownership tag
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Ownership tag for ${name}`}
        description="Send it to the show’s owner: once the next read finds it in the feed, the feed is proven theirs and verifies the guests you booked with the show."
      >
        <div className="mt-4">
          <OwnershipTagPanel ask={() => call(directoryAdminRoutes.adminOwnershipTag, { params: { id: feed.id } })} what="this feed" />
        </div>
        <div className="mt-6 flex justify-end">
          <ModalCancel label="Close" />
        </div>
      </Modal>
    </>
  );
}

/**
 * A feed's address, state and trust in words (a failure in the error colour), with "Read now" (the
 * server reads it at once, or answers why not: read within the hour), "Matches" (the guests it
 * matched, whose matches can be rejected in one step), "Trust" while no admin vouched for it, and
 * "Ownership tag"; the lists are read again after each.
 */
export function FeedStatus({ feed, name }: { feed: AdminFeed; name: string }) {
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: () => call(directoryAdminRoutes.readFeedNow, { params: { id: feed.id } }),
    onSuccess: (after) =>
      toast(
        after.error
          ? { type: 'error', title: 'The feed could not be read', message: after.error }
          : { type: 'success', title: 'Feed read', message: feedStateLabel(after) },
      ),
    onError: (error) => toast({ type: 'error', title: 'The feed was not read', message: error.message }),
    onSettled: () => Promise.all(FEED_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <div className="max-w-xs min-w-48 space-y-1">
      <p className="truncate text-xs text-muted" title={feed.url}>
        {feed.url}
      </p>
      <p className={cn('line-clamp-2', feed.failures > 0 ? 'text-destructive' : 'text-ink-soft')}>{feedStateLabel(feed)}</p>
      <p className={cn('text-xs', feed.trust === 'unreviewed' ? 'text-ink' : 'text-success')}>{trustLabel(feed)}</p>
      <div className="flex flex-wrap gap-1.5">
        <Button variant="secondary" size="sm" loading={read.isPending} onClick={() => read.mutate()} aria-label={`Read now: the feed of ${name}`}>
          <RefreshCw className="size-3.5" aria-hidden="true" />
          Read now
        </Button>
        <FeedMatchesButton feedId={feed.id} showName={name} />
        {feed.trust !== 'admin' && <TrustFeed feed={feed} name={name} />}
        <OwnershipTagDialog feed={feed} name={name} />
      </div>
    </div>
  );
}
