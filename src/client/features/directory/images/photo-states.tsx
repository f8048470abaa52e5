import type { PhotoState } from '@shared/api/directory/images/image-audit';
import { StatusPill } from '@client/components/ui/StatusPill';

/** Each photo state as people read it, and its dot. */
export const PHOTO_STATE_LABELS: Record<PhotoState, { label: string; dot: string }> = {
  present: { label: 'Present', dot: 'bg-success' },
  missing: { label: 'Missing', dot: 'bg-muted' },
  broken: { label: 'Broken', dot: 'bg-destructive' },
  'low-resolution': { label: 'Low resolution', dot: 'bg-warning' },
  'not-square': { label: 'Not 1:1 suitable', dot: 'bg-gold' },
};

/** A photo's state as a pill, with the reason beside it. */
export function PhotoStatePill({ state, detail }: { state: PhotoState; detail: string }) {
  return (
    <div className="space-y-0.5">
      <StatusPill label={PHOTO_STATE_LABELS[state].label} dot={PHOTO_STATE_LABELS[state].dot} />
      <p className="max-w-[14rem] text-xs text-ink-soft">{detail}</p>
    </div>
  );
}
