import {
  type CellContext,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type HeaderContext,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { ListPagination } from './ListPagination';
import type { ListParams, ListParamsUpdate } from './use-list-params';

/** Props of DataTable. */
export interface DataTableProps<T> {
  /** What the table lists, for its caption and the checkbox labels ('videos'). */
  label: string;
  columns: ColumnDef<T>[];
  /** The column ids the server sorts by (its sort keys); the other columns don't sort. */
  sortable: readonly string[];
  /** The page of rows, undefined while the first load runs. */
  rows: T[] | undefined;
  total: number;
  totalCapped: boolean;
  params: ListParams;
  onParamsChange: (change: ListParamsUpdate) => void;
  rowId: (row: T) => string;
  /** The selection, by row id; without it the table has no checkbox column. */
  selection?: RowSelectionState;
  onSelectionChange?: OnChangeFn<RowSelectionState>;
  /** The row's name for its checkbox label ('Select {name}'). */
  rowName?: (row: T) => string;
  isError: boolean;
  onRetry: () => void;
  /** Shown when the list is empty (after filters: 'No videos match these filters'). */
  empty: ReactNode;
}

function sortIcon(state: false | 'asc' | 'desc') {
  if (state === 'asc') return <ArrowUp className="size-3.5" aria-hidden="true" />;
  if (state === 'desc') return <ArrowDown className="size-3.5" aria-hidden="true" />;
  return <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />;
}

/** What the checkbox column reads from the table: the list's label and each row's name. */
interface SelectionMeta {
  label: string;
  rowName: (row: unknown) => string;
}

const CHECKBOX_CLASS = 'size-4 cursor-pointer accent-[var(--color-accent)]';

/** Select-all for the page (indeterminate while some rows are selected). */
function SelectPageHeader<T>({ table }: HeaderContext<T, unknown>) {
  const { label } = table.options.meta as SelectionMeta;
  return (
    <input
      type="checkbox"
      className={CHECKBOX_CLASS}
      aria-label={`Select all ${label} on this page`}
      checked={table.getIsAllPageRowsSelected()}
      ref={(el) => {
        if (el) el.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

/** One row's checkbox, labelled with the row's name. */
function SelectRowCell<T>({ row, table }: CellContext<T, unknown>) {
  const { rowName } = table.options.meta as SelectionMeta;
  return (
    <input
      type="checkbox"
      className={CHECKBOX_CLASS}
      aria-label={`Select ${rowName(row.original)}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}

/** The checkbox column (stable, so its cells keep their DOM between renders). */
const SELECTION_COLUMN: ColumnDef<never> = { id: 'select', enableSorting: false, header: SelectPageHeader, cell: SelectRowCell };

/** The columns, with a sort handle on those the server sorts by (TanStack sorts only columns with an accessor). */
function withSorting<T>(columns: ColumnDef<T>[], sortable: readonly string[]): ColumnDef<T>[] {
  return columns.map((column) =>
    column.id && sortable.includes(column.id) ? { accessorFn: () => null, ...column, enableSorting: true } : { ...column, enableSorting: false },
  );
}

/** A message across a table that is wider than a phone: kept in view at the left edge, wrapped to the screen. */
const IN_VIEW = 'sticky left-4 max-w-[calc(100vw-6rem)] sm:static sm:max-w-none';

/**
 * A server-paginated, server-sorted admin table on TanStack Table: sortable headers (aria-sort),
 * optional row selection for bulk actions, skeleton rows while loading, an empty and an error
 * state, and the pagination footer. Paging and sorting live in the URL (use-list-params).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, params, onParamsChange, selection, onSelectionChange } = props;
  const sorting: SortingState = [{ id: params.sort, desc: params.dir === 'desc' }];
  const withSelection = Boolean(selection);
  const tableColumns = useMemo(
    () => [...(withSelection ? [SELECTION_COLUMN as ColumnDef<T>] : []), ...withSorting(columns, props.sortable)],
    [withSelection, columns, props.sortable],
  );
  const table = useReactTable({
    data: rows ?? [],
    columns: tableColumns,
    meta: { label, rowName: (props.rowName ?? props.rowId) as SelectionMeta['rowName'] } satisfies SelectionMeta,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowId,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: { sorting, rowSelection: selection ?? {} },
    onRowSelectionChange: onSelectionChange,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onParamsChange({ sort: first.id, dir: first.desc ? 'desc' : 'asc' });
    },
    enableSortingRemoval: false,
  });
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      {/* relative: the table's visually hidden labels are placed inside it, so they never widen the page on a phone */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-line bg-sunken/60 text-xs tracking-wide text-muted uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cn('px-4 py-3 font-medium whitespace-nowrap', header.id === 'select' && 'w-10')}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded tracking-wide uppercase hover:text-ink"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sortIcon(sorted)}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line" aria-busy={!rows && !props.isError}>
            {props.isError ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center">
                  <div className={IN_VIEW}>
                    <p role="alert" className="text-destructive">
                      This list could not be loaded.
                    </p>
                    <Button variant="secondary" size="sm" className="mt-3" onClick={props.onRetry}>
                      Try again
                    </Button>
                  </div>
                </td>
              </tr>
            ) : !rows ? (
              Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={i}>
                  <td colSpan={columnCount} className="px-4 py-3">
                    {i === 0 && <span className="sr-only">Loading {label}…</span>}
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center text-ink-soft">
                  <div className={IN_VIEW}>{props.empty}</div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={cn('transition-colors hover:bg-sunken/40', row.getIsSelected() && 'bg-accent-soft/50')}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ListPagination label={label} params={params} total={props.total} totalCapped={props.totalCapped} shown={rows?.length ?? 0} onParamsChange={onParamsChange} />
    </div>
  );
}
