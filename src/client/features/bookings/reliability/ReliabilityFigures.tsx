import type { ReliabilityFigure } from '@shared/api/bookings/reliability';
import { NOT_ENOUGH } from '@shared/api/bookings/reliability-words';

/** A record's figures: what each measures, what it says (muted while there are not enough bookings), and what it rests on. */
export function ReliabilityFigures({ figures }: { figures: ReliabilityFigure[] }) {
  return (
    <dl className="flex flex-col gap-3">
      {figures.map((figure) => (
        <div key={figure.label} className="grid gap-1 sm:grid-cols-[16rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-ink-soft">{figure.label}</dt>
          <dd className="text-sm">
            <span className={figure.says === NOT_ENOUGH ? 'text-muted' : 'text-ink'}>{figure.says}</span>
            <span className="text-ink-soft"> · {figure.basis}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
