import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A list's last column: a row's action buttons at its right edge, under a header only screen readers read. */
export function actionsColumn<T>(render: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => <div className="flex justify-end gap-1">{render(row.original)}</div>,
  };
}
