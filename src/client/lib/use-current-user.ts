import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/api/session-user';
import { LIMITS } from '@shared/limits';
import { frameRoutes } from '@shared/api/frame-route-table';
import { ApiError } from './api';
import { call } from './call';
import { queryKeys } from './query-keys';

/** GET /api/auth/user: the signed-in user, or null when signed out (401). Cached 30 s, shared by all callers. */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    return await call(frameRoutes.currentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error('Failed to fetch user');
  }
}

/** The current user query (null when signed out). */
export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser, staleTime: LIMITS.userQueryStaleMs, retry: 1 });
}
