import { type FormEvent, useState } from 'react';
import { DESK_LIMITS, type ApprovalView } from '@shared/api/bookings/desk';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { slotLabel, slotWithOtherZone } from '../requests/slot-times';
import { useReaderZone } from '../requests/use-reader-zone';
import { MessageField } from '../requests/MessageField';
import { audienceFigure } from '@shared/api/bookings/audience';

/** Props of ShowApproval. */
interface ShowApprovalProps {
  approval: ApprovalView;
  pending: boolean;
  error: string | null;
  onApprove: () => void;
  onDecline: (reason: string) => void;
}

/**
 * A show waiting on the guest: who asks, the show and its record in one line, its self-reported audience, the topic and the
 * time held (in the reader's clock, the host's beside it; the page says which clock), with Approve, or Decline
 * and a reason the host reads.
 */
export function ShowApproval({ approval, pending, error, onApprove, onDecline }: ShowApprovalProps) {
  const [declining, setDeclining] = useState(false);
  const readerZone = useReaderZone(approval.hostTimeZone);
  const [reason, setReason] = useState('');
  const decline = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason);
  };
  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <h3 className="font-display text-xl text-ink">{approval.showName}</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-soft">Host</dt>
        <dd className="text-ink">{approval.hostName}</dd>
        <dt className="font-medium text-ink-soft">Show</dt>
        <dd>
          <a href={approval.showUrl} className="link-inline break-all" target="_blank" rel="noreferrer noopener">
            {approval.showUrl}
          </a>
        </dd>
        <dt className="font-medium text-ink-soft">Record</dt>
        <dd className="text-ink">{approval.showRecord}</dd>
        <dt className="font-medium text-ink-soft">Audience</dt>
        <dd className="text-ink">{audienceFigure(approval.audienceSize, approval.requestedAt)}</dd>
        <dt className="font-medium text-ink-soft">Topic</dt>
        <dd className="text-ink">{approval.topic}</dd>
        <dt className="font-medium text-ink-soft">Time</dt>
        <dd className="text-ink">{slotWithOtherZone(approval.slot, readerZone, approval.hostTimeZone)}</dd>
        <dt className="font-medium text-ink-soft">Held until</dt>
        <dd className="text-ink">{slotLabel(approval.holdExpiresAt, readerZone)}</dd>
        {approval.message && (
          <>
            <dt className="font-medium text-ink-soft">Message</dt>
            <dd className="whitespace-pre-line text-ink">{approval.message}</dd>
          </>
        )}
      </dl>
      {error && <Alert tone="error">{error}</Alert>}
      {declining ? (
        <form onSubmit={decline} className="flex flex-col gap-3" noValidate>
          <MessageField label="Why not? The host reads this" value={reason} maxLength={DESK_LIMITS.reasonMax} onChange={setReason} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" loading={pending} disabled={reason.trim() === ''}>
              Decline {approval.showName}
            </Button>
            <Button variant="ghost" onClick={() => setDeclining(false)} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button loading={pending} onClick={onApprove} aria-label={`Approve ${approval.showName}`}>
            Approve
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)} disabled={pending} aria-label={`Decline ${approval.showName}`}>
            Decline
          </Button>
        </div>
      )}
    </article>
  );
}
