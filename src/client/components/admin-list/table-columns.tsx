import type { CellContext, Column, ColumnDef, HeaderContext, RowData } from '@tanstack/react-table';
import { type ColumnFit, DEFAULT_COLUMN_WIDTH } from './column-fit';

declare module '@tanstack/react-table' {
  /** How an admin list's column fits narrow screens (DataTable). */
  interface ColumnMeta<TData extends RowData, TValue> {
    /** 0 never hides; when the table is narrow the highest number hides first (default 1; 0 for the title and the last column). */
    priority?: number;
    /** The width the column needs, padding included (px). */
    width?: number;
    /** The value's label in a phone card (default: the header, when it is text). */
    label?: string;
  }
}

/** What the checkbox column reads from the table: the list's label and each row's name. */
export interface SelectionMeta {
  label: string;
  rowName: (row: unknown) => string;
}

/** The style of the lists' checkboxes. */
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
export const SELECTION_COLUMN: ColumnDef<never> = {
  id: 'select',
  enableSorting: false,
  header: SelectPageHeader,
  cell: SelectRowCell,
  meta: { width: 40, priority: 0 },
};

/** The columns, with a sort handle on those the server sorts by (TanStack sorts only columns with an accessor). */
export function withSorting<T>(columns: ColumnDef<T>[], sortable: readonly string[]): ColumnDef<T>[] {
  return columns.map((column) =>
    column.id && sortable.includes(column.id) ? { accessorFn: () => null, ...column, enableSorting: true } : { ...column, enableSorting: false },
  );
}

/** Whether a column holds the row itself rather than a value of it (checkbox, actions). */
export function isControlColumn(id: string): boolean {
  return id === 'select' || id === 'actions';
}

/** The id of the column that names a row (never hidden, the heading of its phone card): the first with a text header. */
export function titleColumnId<T>(columns: ColumnDef<T>[]): string | undefined {
  return columns.find((column) => typeof column.header === 'string')?.id;
}

/**
 * How each column fits (column-fit.ts): its declared width and priority. By default the
 * checkboxes, the actions, the title and the last column (a row's own control, as Details) never
 * hide, and the column the list is sorted by hides last.
 */
export function columnFits<T>(columns: ColumnDef<T>[], sortedBy: string): ColumnFit[] {
  const kept = new Set([titleColumnId(columns), columns.at(-1)?.id]);
  return columns.map(({ id = '', meta = {} }) => {
    const declared = isControlColumn(id) ? 0 : (meta.priority ?? (kept.has(id) ? 0 : 1));
    return { id, width: meta.width ?? DEFAULT_COLUMN_WIDTH, priority: id === sortedBy ? Math.min(declared, 1) : declared };
  });
}

/** A column's name for a card's label or the sort picker: its `label`, else its header when that is text. */
export function columnLabel<T>(column: Column<T, unknown>): string | undefined {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : undefined);
}
