import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LoadFailed } from '../ui/LoadFailed';
import { Skeleton } from '../ui/Skeleton';
import { cn } from '@client/lib/cn';
import { useElementWidth } from '@client/lib/use-element-width';
import { CARD_LIST_BELOW, columnsToHide } from './column-fit';
import { DataCards } from './DataCards';
import { ListPagination } from './ListPagination';
import { columnFits, SELECTION_COLUMN, type SelectionMeta, withSorting } from './table-columns';
import { isFiltered, type ListParams, type ListParamsUpdate } from './use-list-params';

/** Props of DataTable. */
interface DataTableProps<T> {
  /** What the table lists, for its caption and the checkbox labels ('videos'). */
  label: string;
  /** The columns; their `meta` says how they fit a narrow screen (table-columns.tsx). */
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
  /** Shown when the list has no rows: one text, or one while there are none yet and one when a search or filter leaves none. */
  empty: ReactNode | EmptyTexts;
}

/** What an admin list says with no rows: none yet, or none for its search and filters ('No videos match these filters.'). */
export interface EmptyTexts {
  none: ReactNode;
  filtered: ReactNode;
}

/** What an empty list says for its search and filters. */
function emptyText(empty: ReactNode | EmptyTexts, params: ListParams): ReactNode {
  if (typeof empty !== 'object' || empty === null || !('filtered' in empty)) return empty;
  return isFiltered(params) ? empty.filtered : empty.none;
}

function sortIcon(state: false | 'asc' | 'desc') {
  if (state === 'asc') return <ArrowUp className="size-3.5" aria-hidden="true" />;
  if (state === 'desc') return <ArrowDown className="size-3.5" aria-hidden="true" />;
  return <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />;
}

/** The list's error, loading or empty state, or null when it has rows to show. */
function listStatus<T>({ label, rows, isError, onRetry, params, empty }: DataTableProps<T>, skeleton: ReactNode): ReactNode {
  if (isError) return <LoadFailed message="This list could not be loaded." onRetry={onRetry} />;
  if (!rows)
    return (
      <>
        <span className="sr-only">Loading {label}…</span>
        {skeleton}
      </>
    );
  if (rows.length === 0) return <div className="px-4 py-12 text-center text-ink-soft">{emptyText(empty, params)}</div>;
  return null;
}

const SKELETON_ROWS = Array.from({ length: 6 }, (_, i) => i);

/**
 * Which columns a table of `width` px shows: those that fit by their declared widths
 * (column-fit.ts), and one fewer each time the rendered rows still overflow, until they fit.
 * That extra count starts again when the width changes. An unknown width (not laid out yet)
 * or a card list shows them all.
 */
function useFittedColumns<T>(
  columns: ColumnDef<T>[],
  sortedBy: string,
  width: number | null,
  scroller: RefObject<HTMLDivElement | null>,
  hasRows: boolean,
): VisibilityState {
  const [overflow, setOverflow] = useState({ width, extra: 0 });
  const extra = overflow.width === width ? overflow.extra : 0;
  const fits = columnFits(columns, sortedBy);
  const hidden = width === null || width < CARD_LIST_BELOW ? [] : columnsToHide(fits, width, extra);
  const droppable = fits.filter((fit) => fit.priority > 0).length;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !hasRows || width === null) return;
    if (element.scrollWidth > element.clientWidth + 1 && hidden.length < droppable) setOverflow({ width, extra: extra + 1 });
  });
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

/**
 * A server-paginated, server-sorted admin table on TanStack Table: sortable headers (aria-sort),
 * optional row selection for bulk actions, skeleton rows while loading, an empty and an error
 * state, and the pagination footer. Paging and sorting live in the URL (use-list-params).
 * It fits its box: lower-priority columns hide as it narrows, and below CARD_LIST_BELOW px
 * (a phone) the rows are cards (DataCards), so no admin page scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, params, onParamsChange, selection, onSelectionChange } = props;
  const sorting: SortingState = [{ id: params.sort, desc: params.dir === 'desc' }];
  const withSelection = Boolean(selection);
  const tableColumns = useMemo(
    () => [...(withSelection ? [SELECTION_COLUMN as ColumnDef<T>] : []), ...withSorting(columns, props.sortable)],
    [withSelection, columns, props.sortable],
  );
  const [box, width] = useElementWidth<HTMLDivElement>();
  const scroller = useRef<HTMLDivElement>(null);
  const cards = width !== null && width < CARD_LIST_BELOW;
  const columnVisibility = useFittedColumns(tableColumns, params.sort, width, scroller, Boolean(rows?.length));
  const table = useReactTable({
    data: rows ?? [],
    columns: tableColumns,
    meta: { label, rowName: (props.rowName ?? props.rowId) as SelectionMeta['rowName'] } satisfies SelectionMeta,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowId,
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: { sorting, rowSelection: selection ?? {}, columnVisibility },
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
    // relative: visually hidden labels (absolute) are placed inside the box, so they never widen the page
    <div ref={box} className="relative min-w-0 overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      {cards ? (
        <DataCards
          table={table}
          label={label}
          params={params}
          onParamsChange={onParamsChange}
          status={listStatus(
            props,
            SKELETON_ROWS.map((i) => <Skeleton key={i} className="mx-4 my-4 h-16" />),
          )}
        />
      ) : (
        // relative: the same, for the table that scrolls within its box
        <div ref={scroller} className="relative overflow-x-auto">
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
              {rows && rows.length > 0 && !props.isError ? (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className={cn('transition-colors hover:bg-sunken/40', row.getIsSelected() && 'bg-accent-soft/50')}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className="px-4 py-3 align-middle">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={columnCount} className={rows || props.isError ? '' : 'px-4 py-3'}>
                    {listStatus(
                      props,
                      <div className="space-y-5 py-1">
                        {SKELETON_ROWS.map((i) => (
                          <Skeleton key={i} className="h-5 w-full" />
                        ))}
                      </div>,
                    )}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <ListPagination
        label={label}
        params={params}
        total={props.total}
        totalCapped={props.totalCapped}
        shown={rows?.length ?? 0}
        onParamsChange={onParamsChange}
      />
    </div>
  );
}
