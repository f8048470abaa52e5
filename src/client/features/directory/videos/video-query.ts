import { directoryRoutes } from '@shared/api/directory/route-table';
import { callOrNull } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The query of a video page's video by id, under a profile's slug: null when it does not exist or is another client's. */
export function videoQuery(clientSlug: string, id: number) {
  return {
    queryKey: queryKeys.video(id, clientSlug),
    queryFn: () => callOrNull(directoryRoutes.video, { params: { id }, query: { client: clientSlug } }),
  };
}
