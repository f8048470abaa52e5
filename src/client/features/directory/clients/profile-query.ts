import { directoryFirstPageRoutes } from '@shared/api/directory/first-page-route-table';
import { callOrNull } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The query of a profile by slug: null when it does not exist. */
export function profileQuery(slug: string) {
  return {
    queryKey: queryKeys.client(slug),
    queryFn: () => callOrNull(directoryFirstPageRoutes.profile, { params: { slug } }),
  };
}
