import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@client/lib/router';

/** The paging, sorting and search state every admin list keeps in its URL. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  q: string;
  /** The list's own filters (client, status, source…), '' when unset. */
  filters: Record<string, string>;
}

/** What a list page changes: any of its parameters (a change other than page goes back to page 1). */
export type ListParamsUpdate = Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> };

/**
 * An admin list's state, kept in the URL's query so a filtered view can be bookmarked and shared
 * (deep links) and Back returns to it. `filterNames` are the list's own filters; `defaults` its
 * sort. Returns the state, the API query string for it, and `update` to change it.
 */
export function useListParams(filterNames: readonly string[], defaults: { sort: string; dir?: 'asc' | 'desc' }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const page = Number(search.get('page'));
    const pageSize = Number(search.get('pageSize'));
    const dir = search.get('dir');
    return {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      pageSize: [10, 25, 50, 100].includes(pageSize) ? pageSize : 25,
      sort: search.get('sort') || defaults.sort,
      dir: dir === 'asc' || dir === 'desc' ? dir : (defaults.dir ?? 'desc'),
      q: search.get('q') ?? '',
      filters: Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])),
    };
  }, [search, filterNames, defaults.sort, defaults.dir]);

  const update = useCallback(
    (change: ListParamsUpdate) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const { filters, ...rest } = change;
          for (const [key, value] of Object.entries({ ...rest, ...filters })) {
            if (value === '' || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          if (change.page === undefined) next.delete('page');
          return next;
        },
        { replace: change.page === undefined && change.q !== undefined },
      );
    },
    [setSearch],
  );

  return { params, update, apiQuery: apiQueryOf(params) };
}

/** Whether a list's view is narrowed: a search, or any of its filters set. */
export function isFiltered(params: Pick<ListParams, 'q' | 'filters'>): boolean {
  return Boolean(params.q) || Object.values(params.filters).some(Boolean);
}

/** The query string an admin list endpoint takes for these parameters. */
export function apiQueryOf(params: ListParams): string {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize), sort: params.sort, dir: params.dir });
  if (params.q.trim()) query.set('q', params.q.trim());
  for (const [name, value] of Object.entries(params.filters)) if (value) query.set(name, value);
  return query.toString();
}
