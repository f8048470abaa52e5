import { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@shared/limits';
import { shouldRetry } from './api';

/** The app's query client: stale time 2 minutes, the spec's retry rule. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIMITS.queryStaleMs, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
