import { directoryRoutes } from '@shared/api/directory/route-table';
import type { Video } from '@shared/api/directory/videos/videos';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** The queries of the sections of the profile with this id (keywords, topics, talking points, videos; the podcasts' pages are appearancePagesQuery). */
export function profileSectionQueries(id: number) {
  return {
    keywords: {
      queryKey: queryKeys.keywords(id),
      queryFn: () => call(directoryRoutes.profileKeywords, { params: { id } }),
      retry: false,
    },
    videoTopics: {
      queryKey: queryKeys.videoKeywords(id),
      queryFn: () => call(directoryRoutes.videoTopics, { params: { id } }),
    },
    talkingPoints: {
      queryKey: queryKeys.talkingPoints(id),
      queryFn: () => call(directoryRoutes.talkingPoints, { params: { id } }),
    },
    videos: {
      queryKey: queryKeys.clientVideos(id),
      queryFn: () => call(directoryRoutes.clientVideos, { params: { clientId: id } }).catch((): Video[] => []),
    },
  };
}
