import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

const PAGE = 24;

/** The directory list: a server search when there is a term (> 2 characters), else the listing by category. */
export function useDirectory(search: string, category: string) {
  return useInfiniteQuery({
    queryKey: search ? queryKeys.clientSearch(search) : queryKeys.clientList(category),
    queryFn: ({ pageParam }) =>
      search
        ? call(directoryRoutes.searchClients, { query: { q: search, limit: PAGE, offset: pageParam } })
        : call(directoryRoutes.listClients, { query: { category: category || undefined, limit: PAGE, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

/** The category filter buttons (the server leaves out 'Lifestyle Coach' and 'Personal Development'). */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: () => call(directoryRoutes.categories) });
}
