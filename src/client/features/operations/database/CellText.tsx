import { useState } from 'react';
import { Button } from '@client/components/ui/Button';
import { Modal } from '@client/components/ui/Modal';

/** How much of a value a cell shows before it offers the whole text. */
const SHOWN = 80;

/**
 * One value of the viewer: null as 'NULL', short text as is, long or multi-line text cut to one
 * line with a 'Show all' button that opens it whole.
 */
export function CellText({ column, value }: { column: string; value: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (value === null || value === undefined) return <span className="text-xs text-muted italic">NULL</span>;
  const long = value.length > SHOWN || value.includes('\n');
  if (!long) return <span className="break-words">{value}</span>;
  return (
    <div className="flex max-w-sm items-center gap-2">
      <span className="truncate">{value.replace(/\s+/g, ' ').slice(0, SHOWN)}…</span>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Show all of ${column}`}>
        Show all
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={column} description={`${value.length.toLocaleString('en-US')} characters`}>
        <pre className="mt-4 max-h-[60vh] overflow-auto rounded-[var(--radius-control)] bg-sunken p-3 text-xs break-all whitespace-pre-wrap text-ink">
          {value}
        </pre>
      </Modal>
    </div>
  );
}
