import type { AdminJobStatus } from '@shared/api/jobs';
import { cn } from '@client/lib/cn';

const STATUS_LABELS: Record<AdminJobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const STATUS_TONES: Record<AdminJobStatus, string> = {
  queued: 'bg-sunken text-ink-soft',
  running: 'bg-accent-soft text-accent',
  succeeded: 'bg-success-soft text-success',
  failed: 'bg-destructive-soft text-destructive',
  cancelled: 'bg-sunken text-ink-soft',
};

/** A job's status as a small labelled pill. */
export function JobStatusPill({ status }: { status: AdminJobStatus }) {
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONES[status])}>{STATUS_LABELS[status]}</span>;
}
