import type { ClientDetail, TalkingPoint } from '../../../../shared/api/directory/clients';
import type { Appearance } from '../../../../shared/api/directory/podcasts';
import type { Video } from '../../../../shared/api/directory/videos';
import { api, apiOrNull } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The query of a profile by slug: null when it does not exist. */
export function profileQuery(slug: string) {
  return {
    queryKey: queryKeys.client(slug),
    queryFn: () => apiOrNull<ClientDetail>(`/api/clients/${encodeURIComponent(slug)}`),
  };
}

/** The queries of the sections of the profile with this id (keywords, topics, talking points, videos, podcasts). */
export function profileSectionQueries(id: number) {
  return {
    keywords: {
      queryKey: queryKeys.keywords(id),
      queryFn: () => api<{ name: string }[]>(`/api/clients/${id}/keywords`),
      retry: false,
    },
    videoTopics: {
      queryKey: queryKeys.videoKeywords(id),
      queryFn: () => api<{ name: string; count: number }[]>(`/api/clients/${id}/video-keywords`),
    },
    talkingPoints: {
      queryKey: queryKeys.talkingPoints(id),
      queryFn: () => api<TalkingPoint[]>(`/api/clients/${id}/talking-points`),
    },
    videos: {
      queryKey: queryKeys.clientVideos(id),
      queryFn: () => api<Video[]>(`/api/videos/by-client-id/${id}`).catch((): Video[] => []),
    },
    appearances: {
      queryKey: queryKeys.appearances(id),
      queryFn: () => api<Appearance[]>(`/api/clients/${id}/episodes`),
    },
  };
}
