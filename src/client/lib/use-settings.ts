import { useQuery } from '@tanstack/react-query';
import { frameRoutes } from '@shared/api/frame-route-table';
import { isTestModeOn } from '@shared/api/frame';
import { call } from './call';
import { queryKeys } from './query-keys';
import { useCurrentUser } from './use-current-user';

/** Settings, fetched only when signed in; `testMode` is whether TEST_MODE_ENABLED is 'true'. */
export function useSettings() {
  const { data: user } = useCurrentUser();
  const query = useQuery({
    queryKey: queryKeys.settings,
    queryFn: () => call(frameRoutes.settings),
    enabled: Boolean(user),
  });
  return { ...query, testMode: isTestModeOn(query.data) };
}

/** Page-access entries (paths marked not visible are hidden from the sidebar). */
export function usePageAccess() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: queryKeys.pageAccess,
    queryFn: () => call(frameRoutes.pageAccess),
    enabled: Boolean(user),
  });
}
