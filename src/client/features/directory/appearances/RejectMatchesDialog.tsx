import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { type PendingRejection, useRejectFeedMatches } from './use-reject-feed-matches';

/**
 * Asks before rejecting a feed's matches, or one guest's from it, in one step, saying what goes
 * (suggestions, held ones, the appearances the feed verified by itself) and what stays (what a
 * person accepted); confirming rejects them and the toast says what was done.
 */
export function RejectMatchesDialog({ pending, onClose }: { pending: PendingRejection | null; onClose: () => void }) {
  const reject = useRejectFeedMatches();
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject these matches?"
      description={
        pending
          ? `${pending.label}: every suggestion (held or not) is rejected, and every appearance the feed verified by itself is taken off the profile. Appearances a person accepted stay. Rejected matches are never suggested again.`
          : ''
      }
      confirmLabel="Reject matches"
      destructive
      onConfirm={() => {
        if (pending) reject.mutate(pending);
        onClose();
      }}
    />
  );
}
