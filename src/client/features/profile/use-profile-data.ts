import { useQuery } from '@tanstack/react-query';
import type { TalkingPoint } from '../../../shared/api/clients';
import type { Appearance } from '../../../shared/api/podcasts';
import type { Video } from '../../../shared/api/videos';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { profileQuery } from './profile-query';

/** The profile by slug (null when it does not exist) and, once known, everything its sections show. */
export function useProfileData(slug: string) {
  const profile = useQuery(profileQuery(slug));
  const id = profile.data?.id;
  const enabled = id !== undefined;
  const keywords = useQuery({
    queryKey: queryKeys.keywords(id ?? 0),
    queryFn: () => api<{ name: string }[]>(`/api/clients/${id}/keywords`),
    enabled,
    retry: false,
  });
  const videoTopics = useQuery({
    queryKey: queryKeys.videoKeywords(id ?? 0),
    queryFn: () => api<{ name: string; count: number }[]>(`/api/clients/${id}/video-keywords`),
    enabled,
  });
  const talkingPoints = useQuery({
    queryKey: queryKeys.talkingPoints(id ?? 0),
    queryFn: () => api<TalkingPoint[]>(`/api/clients/${id}/talking-points`),
    enabled,
  });
  const videos = useQuery({
    queryKey: queryKeys.clientVideos(id ?? 0),
    queryFn: () => api<Video[]>(`/api/videos/by-client-id/${id}`).catch(() => []),
    enabled,
  });
  const appearances = useQuery({
    queryKey: queryKeys.appearances(id ?? 0),
    queryFn: () => api<Appearance[]>(`/api/clients/${id}/episodes`),
    enabled,
  });
  return {
    profile,
    keywords: keywords.data ?? [],
    videoTopics: videoTopics.data ?? [],
    talkingPoints: talkingPoints.data ?? [],
    videos: videos.data ?? [],
    appearances: appearances.data ?? [],
  };
}
