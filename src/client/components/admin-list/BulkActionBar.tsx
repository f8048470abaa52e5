import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/**
 * The bar over a table while rows are selected: how many, the bulk actions (`children`, and a
 * destructive Delete when `onDelete` is given; it should ask before deleting), and Clear selection.
 */
export function BulkActionBar({ count, onClear, onDelete, children }: { count: number; onClear: () => void; onDelete?: () => void; children?: ReactNode }) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] border border-accent/30 bg-accent-soft px-4 py-2.5 text-sm"
    >
      <p className="font-medium text-ink" aria-live="polite">
        {count.toLocaleString()} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {onDelete && (
          <Button variant="destructive" size="sm" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
