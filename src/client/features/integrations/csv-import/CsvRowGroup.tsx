import { type ReactNode, useId, useState } from 'react';
import type { CsvRowPlan } from '@shared/api/integrations/csv-import';
import { plural } from '@shared/plural';

/** Rows shown at first, and added by each "Show more". */
const PAGE = 50;

/** One group of the preview: a heading, something beside it (select all), and its rows fifty at a time. */
export function CsvRowGroup({
  heading,
  aside,
  rows,
  render,
}: {
  heading: string;
  aside?: ReactNode;
  rows: CsvRowPlan[];
  render: (row: CsvRowPlan) => ReactNode;
}) {
  const headingId = useId();
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return null;
  const more = Math.min(PAGE, rows.length - shown);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          {heading}
        </h3>
        {aside}
      </div>
      <ul className="space-y-3">
        {rows.slice(0, shown).map((row) => (
          <li key={row.row} className="space-y-1 rounded-[var(--radius-control)] border border-line bg-surface p-4">
            {render(row)}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="link-inline text-sm" onClick={() => setShown(shown + PAGE)}>
          Show {plural(more, 'more row', 'more rows')}
        </button>
      )}
    </section>
  );
}
