import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientCard } from '../../../../shared/api/directory/clients';
import type { Page } from '../../../../shared/api/paging';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

const PAGE = 24;

/** The directory list: a server search when there is a term (> 2 characters), else the listing by category. */
export function useDirectory(search: string, category: string) {
  const path = search
    ? `/api/clients/search?q=${encodeURIComponent(search)}`
    : `/api/clients?${category ? `category=${encodeURIComponent(category)}&` : ''}`;
  return useInfiniteQuery({
    queryKey: search ? queryKeys.clientSearch(search) : queryKeys.clientList(category),
    queryFn: ({ pageParam }) => api<Page<ClientCard>>(`${path}${search ? '&' : ''}limit=${PAGE}&offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

/** The category filter buttons (the server leaves out 'Lifestyle Coach' and 'Personal Development'). */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: () => api<string[]>('/api/clients/categories') });
}
