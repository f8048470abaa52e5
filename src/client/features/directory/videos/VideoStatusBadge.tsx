import type { AdminVideoStatus } from '@shared/api/directory/videos/admin-videos';
import { StatusPill } from '@client/components/ui/StatusPill';

const LOOK: Record<AdminVideoStatus, { label: string; dot: string }> = {
  pending: { label: 'Pending', dot: 'bg-warning' },
  approved: { label: 'Approved', dot: 'bg-success' },
  unavailable: { label: 'Unavailable', dot: 'bg-destructive' },
};

/** A video's state as a pill: Pending, Approved or Unavailable. */
export function VideoStatusBadge({ status, title }: { status: AdminVideoStatus; title?: string }) {
  return <StatusPill {...LOOK[status]} title={title} />;
}
