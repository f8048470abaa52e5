import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { AdminListPage } from '../../../../shared/api/admin-lists';
import { api } from '../../../lib/api';
import { useListParams } from './use-list-params';

/**
 * One admin list: its URL state (use-list-params), the page from `endpoint` for that state (the
 * previous page stays shown while the next loads), and the row selection for bulk actions,
 * cleared whenever the page changes. The query key is `[...key, query]`, so invalidating `key`
 * refreshes the list.
 */
export function useAdminList<T>(endpoint: string, key: readonly unknown[], filterNames: readonly string[], defaults: { sort: string; dir?: 'asc' | 'desc' }) {
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
  return { params, update, query, selection, setSelection, selectedIds, clearSelection: () => setSelection({}) };
}
