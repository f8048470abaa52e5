import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Menu, type MenuItem } from '../ui/Menu';

const ACTIONS_HEADER = () => <span className="sr-only">Actions</span>;

/** A list's last column: a row's action buttons at its right edge, under a header only screen readers read. */
export function actionsColumn<T>(render: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: ACTIONS_HEADER,
    enableSorting: false,
    meta: { width: 64 },
    cell: ({ row }) => <div className="flex justify-end gap-1">{render(row.original)}</div>,
  };
}

/**
 * A list's last column for rows with several actions: one menu button a row ('Actions for
 * {name}'), so the actions take one narrow column whatever their number.
 */
export function rowMenuColumn<T>(name: (row: T) => string, actions: (row: T) => MenuItem[]): ColumnDef<T> {
  return {
    id: 'actions',
    header: ACTIONS_HEADER,
    enableSorting: false,
    meta: { width: 64 },
    cell: ({ row }) => (
      <div className="flex justify-end">
        <Menu label={`Actions for ${name(row.original)}`} items={actions(row.original)} />
      </div>
    ),
  };
}
