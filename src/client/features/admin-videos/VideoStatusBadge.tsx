import type { AdminVideoStatus } from '../../../shared/api/admin-videos';
import { cn } from '../../lib/cn';

const LOOK: Record<AdminVideoStatus, { label: string; dot: string }> = {
  pending: { label: 'Pending', dot: 'bg-warning' },
  approved: { label: 'Approved', dot: 'bg-success' },
  unavailable: { label: 'Unavailable', dot: 'bg-destructive' },
};

/** A video's state as a pill (Pending, Approved, Unavailable): a coloured dot beside dark text, so the text keeps its contrast. */
export function VideoStatusBadge({ status, title }: { status: AdminVideoStatus; title?: string }) {
  const look = LOOK[status];
  return (
    <span title={title} className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-ink">
      <span className={cn('size-2 rounded-full', look.dot)} aria-hidden="true" />
      {look.label}
    </span>
  );
}
