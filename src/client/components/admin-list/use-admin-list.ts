import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import type { z } from 'zod';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { Answer, CallInput, Route } from '@shared/api/route';
import { call } from '@client/lib/call';
import { useListParams } from './use-list-params';

/** A row's id, as the table keys rows and their selection. */
const rowIdOf = (row: { id: number }) => String(row.id);

/** A route that answers a page of an admin list for its query (and its path params, if any). */
type AdminListRoute = Route<{ params?: z.ZodType; query: z.ZodType; response: z.ZodType<AdminListPage<{ id: number }>> }>;

/** A row of the list `R` answers. */
type RowOf<R extends AdminListRoute> = Answer<R>['items'][number];

/** How an admin list is read: its route (with the path params it takes), query key, filters and default order. */
interface AdminListSource<R extends AdminListRoute> {
  route: R;
  /** The route's path params, for a list under a record (a job's findings). */
  params?: CallInput<R>['params'];
  /** The list's query key: `[...key, query]` is its page's, so invalidating `key` refreshes it. */
  key: readonly unknown[];
  /** The list's own filters, as the URL and the route's query name them. */
  filters: readonly string[];
  defaults: { sort: string; dir?: 'asc' | 'desc' };
}

/**
 * One admin list: its URL state (use-list-params), the page its route answers for that state (the
 * previous page stays shown while the next loads), and the row selection for bulk actions,
 * cleared whenever the page changes. `table` / `selectableTable` are the DataTable props the
 * list provides. The rows are typed from the route's answer.
 */
export function useAdminList<R extends AdminListRoute>({ route, params: pathParams, key, filters, defaults }: AdminListSource<R>) {
  type T = RowOf<R>;
  const { params, update, apiQuery } = useListParams(filters, defaults);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [selectionFor, setSelectionFor] = useState(apiQuery);
  if (selectionFor !== apiQuery) {
    setSelectionFor(apiQuery);
    setSelection({});
  }
  const query = useQuery({
    queryKey: [...key, apiQuery],
    queryFn: () => call(route, { params: pathParams, query: Object.fromEntries(new URLSearchParams(apiQuery)) } as CallInput<R>) as Promise<AdminListPage<T>>,
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
