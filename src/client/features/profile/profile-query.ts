import type { ClientDetail } from '../../../shared/api/clients';
import { ApiError, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The query of a profile by slug: null when it does not exist. */
export function profileQuery(slug: string) {
  return {
    queryKey: queryKeys.client(slug),
    queryFn: async () => {
      try {
        return await api<ClientDetail>(`/api/clients/${encodeURIComponent(slug)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
