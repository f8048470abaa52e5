import { type ImageAuditStats, PHOTO_STATES, type PhotoState } from '@shared/api/directory/images/image-audit';
import { Skeleton } from '@client/components/ui/Skeleton';
import { cn } from '@client/lib/cn';
import { PHOTO_STATE_LABELS } from './photo-states';

const TILE = 'rounded-[var(--radius-card)] border bg-surface p-4 text-left transition-colors hover:bg-sunken';

/** One tile: a count under its label, pressed when its filter is on. */
function Tile({ label, count, pressed, dot, onClick }: { label: string; count: number; pressed: boolean; dot?: string; onClick: () => void }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={cn(TILE, pressed ? 'border-accent ring-2 ring-accent/30' : 'border-line')}>
      <span className="flex items-center gap-1.5 text-sm text-ink-soft">
        {dot && <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />}
        {label}
      </span>
      <span className="mt-1 block font-display text-3xl text-ink">{count.toLocaleString()}</span>
    </button>
  );
}

/** The clients per photo state as tiles that filter the list (All clients clears the filter); skeletons while loading. */
export function AuditStatTiles({ stats, state, onState }: { stats: ImageAuditStats | undefined; state: string; onState: (state: PhotoState | '') => void }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" role="status" aria-label="Loading the photo counts">
        {['all', ...PHOTO_STATES].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
    );
  }
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Filter by photo state</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Tile label="All clients" count={stats.total} pressed={!state} onClick={() => onState('')} />
        {PHOTO_STATES.map((s) => (
          <Tile
            key={s}
            label={PHOTO_STATE_LABELS[s].label}
            dot={PHOTO_STATE_LABELS[s].dot}
            count={stats.states[s] ?? 0}
            pressed={state === s}
            onClick={() => onState(state === s ? '' : s)}
          />
        ))}
      </div>
    </fieldset>
  );
}
