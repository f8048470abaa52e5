import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { appearancePagesQuery, loadedAppearances } from '../appearances/appearance-pages';
import { profileQuery } from './profile-query';
import { profileSectionQueries } from './profile-section-queries';

/** The profile by slug (null when it does not exist) and, once known, everything its sections show. */
export function useProfileData(slug: string) {
  const profile = useQuery(profileQuery(slug));
  const id = profile.data?.id;
  const enabled = id !== undefined;
  const sections = profileSectionQueries(id ?? 0);
  const keywords = useQuery({ ...sections.keywords, enabled });
  const videoTopics = useQuery({ ...sections.videoTopics, enabled });
  const talkingPoints = useQuery({ ...sections.talkingPoints, enabled });
  const videos = useQuery({ ...sections.videos, enabled });
  const appearances = useInfiniteQuery({ ...appearancePagesQuery(id ?? 0), enabled });
  return {
    profile,
    keywords: keywords.data ?? [],
    videoTopics: videoTopics.data ?? [],
    talkingPoints: talkingPoints.data ?? [],
    videos: videos.data ?? [],
    appearances: loadedAppearances(appearances.data),
    /** The appearances' pages: "Show more" asks for the next. */
    appearancePages: appearances,
  };
}
