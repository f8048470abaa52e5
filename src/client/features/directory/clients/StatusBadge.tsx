import type { AdminClientRow } from '@shared/api/directory/clients/admin-directory';
import { cn } from '@client/lib/cn';

/** A profile's status: Archived, Live, or Hidden with the reason the public directory leaves it out. */
export function StatusBadge({ row }: { row: Pick<AdminClientRow, 'archivedAt' | 'listed'> & { hiddenReason?: string | null } }) {
  const [label, tone, title] = row.archivedAt
    ? ['Archived', 'bg-sunken text-ink-soft', 'Listed nowhere public']
    : row.listed
      ? ['Live', 'bg-success-soft text-success', 'In the directory']
      : ['Hidden', 'bg-accent-soft text-accent', `Not in the directory: ${row.hiddenReason ?? 'hidden'}`];
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tone)} title={title}>
        {label}
      </span>
      {!row.archivedAt && !row.listed && row.hiddenReason && <span className="text-xs text-muted">{row.hiddenReason}</span>}
    </span>
  );
}
