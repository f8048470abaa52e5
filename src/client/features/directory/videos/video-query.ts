import type { VideoDetail } from '../../../../shared/api/directory/videos';
import { apiOrNull } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The query of a video page's video by id, under a profile's slug: null when it does not exist or is another client's. */
export function videoQuery(clientSlug: string, id: number) {
  return {
    queryKey: queryKeys.video(id, clientSlug),
    queryFn: () => apiOrNull<VideoDetail>(`/api/videos/${id}?client=${encodeURIComponent(clientSlug)}`),
  };
}
