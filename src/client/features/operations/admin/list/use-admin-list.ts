import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { AdminListPage } from '../../../../../shared/api/admin-lists';
import { api } from '../../../../lib/api';
import { useListParams } from './use-list-params';

/** A row's id, as the table keys rows and their selection. */
const rowIdOf = (row: { id: number }) => String(row.id);

/**
 * One admin list: its URL state (use-list-params), the page from `endpoint` for that state (the
 * previous page stays shown while the next loads), and the row selection for bulk actions,
 * cleared whenever the page changes. The query key is `[...key, query]`, so invalidating `key`
 * refreshes the list. `table` / `selectableTable` are the DataTable props the list provides.
 */
export function useAdminList<T extends { id: number }>(endpoint: string, key: readonly unknown[], filterNames: readonly string[], defaults: { sort: string; dir?: 'asc' | 'desc' }) {
  const { params, update, apiQuery } = useListParams(filterNames, defaults);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(apiQuery);
  if (selectionFor !== apiQuery) {
    setSelectionFor(apiQuery);
    setSelection({});
  }
  const query = useQuery({
    queryKey: [...key, apiQuery],
    queryFn: () => api<AdminListPage<T>>(`${endpoint}?${apiQuery}`),
    placeholderData: keepPreviousData,
  });
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  // what every DataTable of a list takes from it (spread it: <DataTable {...list.table} …/>)
  const table = {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.totalCapped ?? false,
    params,
    onParamsChange: update,
    rowId: rowIdOf,
    isError: query.isError,
    onRetry: () => void query.refetch(),
  };
  return {
    params,
    update,
    query,
    table,
    /** The table props with the row selection, for lists with bulk actions. */
    selectableTable: { ...table, selection, onSelectionChange: setSelection },
    selection,
    setSelection,
    selectedIds,
    clearSelection: () => setSelection({}),
  };
}
