import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query-keys';

/** The admin directory list's query key (its pages are `[...LIST_KEY, query]`). */
export const LIST_KEY = queryKeys.adminList('directory');

/** The categories with their counts. */
export const CATEGORIES_KEY = [...LIST_KEY, 'categories'] as const;

/** One client in the editor. */
export const clientKey = (id: number) => [...LIST_KEY, 'client', id] as const;

/** Refreshes what a directory write changes: the admin list (and its categories and clients) and every public client read. */
export function useRefreshDirectory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIST_KEY }),
      queryClient.invalidateQueries({ queryKey: queryKeys.clients }),
      queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
    ]);
}
