import { useQuery } from '@tanstack/react-query';
import { isTestModeOn, type PageAccessEntry, type Setting } from '../../shared/api/operations/settings';
import { api } from './api';
import { queryKeys } from './query-keys';
import { useCurrentUser } from './use-current-user';

/** Settings, fetched only when signed in; `testMode` is whether TEST_MODE_ENABLED is 'true'. */
export function useSettings() {
  const { data: user } = useCurrentUser();
  const query = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => api<Setting[]>('/api/admin/settings'),
    enabled: Boolean(user),
  });
  return { ...query, testMode: isTestModeOn(query.data) };
}

/** Page-access entries (paths marked not visible are hidden from the sidebar). */
export function usePageAccess() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: queryKeys.pageAccess,
    queryFn: () => api<PageAccessEntry[]>('/api/admin/page-access'),
    enabled: Boolean(user),
  });
}
