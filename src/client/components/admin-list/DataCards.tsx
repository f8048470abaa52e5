import { type Cell, flexRender, type Table } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { Select } from '../ui/Select';
import { cn } from '@client/lib/cn';
import { columnLabel, isControlColumn, titleColumnId } from './table-columns';
import type { ListParams, ListParamsUpdate } from './use-list-params';

function render<T>(cell: Cell<T, unknown>): ReactNode {
  return flexRender(cell.column.columnDef.cell, cell.getContext());
}

/** One row as a card: its checkbox, title and menu across the top, then each value under its label. */
function RowCard<T>({ cells, selected }: { cells: Cell<T, unknown>[]; selected: boolean }) {
  const select = cells.find((cell) => cell.column.id === 'select');
  const actions = cells.find((cell) => cell.column.id === 'actions');
  const values = cells.filter((cell) => !isControlColumn(cell.column.id));
  const titleId = titleColumnId(values.map((cell) => cell.column.columnDef));
  const title = values.find((cell) => cell.column.id === titleId) ?? values[0];
  const rest = values.filter((cell) => cell !== title);
  const labelled = rest.filter((cell) => columnLabel(cell.column));
  return (
    <li className={cn('flex items-start gap-3 px-4 py-4', selected && 'bg-accent-soft/50')}>
      {select && <div className="flex h-6 items-center">{render(select)}</div>}
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        {rest
          .filter((cell) => !columnLabel(cell.column))
          .map((cell) => (
            <div key={cell.id}>{render(cell)}</div>
          ))}
        {title && <div className="min-w-0 break-words">{render(title)}</div>}
        {labelled.length > 0 && (
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
            {labelled.map((cell) => (
              <Fragment key={cell.id}>
                <dt className="text-muted">{columnLabel(cell.column)}</dt>
                <dd className="min-w-0 break-words [&_*]:min-w-0 [&_*]:whitespace-normal">{render(cell)}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </div>
      {actions && <div className="shrink-0">{render(actions)}</div>}
    </li>
  );
}

/** The sort of a card list, which has no column headers: each sortable column either way. */
function SortPicker<T>({ table, params, onParamsChange }: { table: Table<T>; params: ListParams; onParamsChange: (change: ListParamsUpdate) => void }) {
  const options = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort())
    .flatMap((column) => {
      const name = columnLabel(column) ?? column.id;
      return [
        { value: `${column.id}:asc`, label: `${name}, ascending` },
        { value: `${column.id}:desc`, label: `${name}, descending` },
      ];
    });
  if (options.length === 0) return null;
  return (
    <Select
      aria-label="Sort by"
      className="h-9 w-auto min-w-0"
      options={options}
      value={`${params.sort}:${params.dir}`}
      onChange={(event) => {
        const [sort, dir] = event.target.value.split(':');
        onParamsChange({ sort, dir: dir === 'desc' ? 'desc' : 'asc' });
      }}
    />
  );
}

/**
 * An admin list on a phone: each row a card (DataTable renders it below CARD_LIST_BELOW), with
 * select-all and the sort above, since there are no column headers. `status` replaces the cards
 * while the list loads, fails or is empty.
 */
export function DataCards<T>({
  table,
  label,
  params,
  onParamsChange,
  status,
}: {
  table: Table<T>;
  label: string;
  params: ListParams;
  onParamsChange: (change: ListParamsUpdate) => void;
  status: ReactNode;
}) {
  const selectAll = table.getFlatHeaders().find((header) => header.id === 'select');
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-sunken/60 px-4 py-2.5">
        {selectAll ? (
          // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox is inside, rendered by the column's header
          <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
            {flexRender(selectAll.column.columnDef.header, selectAll.getContext())}
            Select all
          </label>
        ) : (
          <span />
        )}
        <SortPicker table={table} params={params} onParamsChange={onParamsChange} />
      </div>
      {status ?? (
        <ul aria-label={label} className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <RowCard key={row.id} cells={row.getVisibleCells()} selected={row.getIsSelected()} />
          ))}
        </ul>
      )}
    </div>
  );
}
