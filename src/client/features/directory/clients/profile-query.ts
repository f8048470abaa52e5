import { firstPageRoutes } from '../../../../shared/api/directory/first-page-route-table';
import type { Video } from '../../../../shared/api/directory/videos';
import { call, callOrNull } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** The query of a profile by slug: null when it does not exist. */
export function profileQuery(slug: string) {
  return {
    queryKey: queryKeys.client(slug),
    queryFn: () => callOrNull(firstPageRoutes.profile, { params: { slug } }),
  };
}

/** The queries of the sections of the profile with this id (keywords, topics, talking points, videos, podcasts). */
export function profileSectionQueries(id: number) {
  return {
    keywords: {
      queryKey: queryKeys.keywords(id),
      queryFn: () => call(firstPageRoutes.profileKeywords, { params: { id } }),
      retry: false,
    },
    videoTopics: {
      queryKey: queryKeys.videoKeywords(id),
      queryFn: () => call(firstPageRoutes.videoTopics, { params: { id } }),
    },
    talkingPoints: {
      queryKey: queryKeys.talkingPoints(id),
      queryFn: () => call(firstPageRoutes.talkingPoints, { params: { id } }),
    },
    videos: {
      queryKey: queryKeys.clientVideos(id),
      queryFn: () => call(firstPageRoutes.clientVideos, { params: { clientId: id } }).catch((): Video[] => []),
    },
    appearances: {
      queryKey: queryKeys.appearances(id),
      queryFn: () => call(firstPageRoutes.clientEpisodes, { params: { id } }),
    },
  };
}
