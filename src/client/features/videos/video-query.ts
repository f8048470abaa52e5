import type { VideoDetail } from '../../../shared/api/videos';
import { apiOrNull } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The query of a video page's video by id: null when it does not exist. */
export function videoQuery(id: number) {
  return {
    queryKey: queryKeys.video(id),
    queryFn: () => apiOrNull<VideoDetail>(`/api/videos/${id}`),
  };
}
