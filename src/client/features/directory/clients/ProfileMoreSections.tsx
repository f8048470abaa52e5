import { lazy, Suspense } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { MediaSection } from './MediaSection';
import { PodcastsSection } from './PodcastsSection';
import { QuestionsSection } from './QuestionsSection';
import { TalkingPointsSection } from './TalkingPointsSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TopicsSection } from './TopicsSection';
import type { useProfileData } from './use-profile-data';
import { VideosSection } from './VideosSection';

type ProfileData = ReturnType<typeof useProfileData>;

/** The video-scan panel: only its audience (admins, owners, the client's guest and team) downloads it. */
const VideoScanPanel = lazy(() => import('../videos/VideoScanPanel'));

/** The profile below About (a lazy chunk): Media Pics, Popular Topics, Talking Points, videos and the video-scan panel, Podcasts, What hosts say, Sample Questions. */
export default function ProfileMoreSections({ client, data }: { client: ClientDetail; data: ProfileData }) {
  return (
    <>
      <MediaSection client={client} />
      <TopicsSection keywords={data.keywords} videoTopics={data.videoTopics} />
      <TalkingPointsSection client={client} points={data.talkingPoints} />
      <VideosSection client={client} videos={data.videos} />
      {client.abilities.videoScan && (
        <Suspense fallback={null}>
          <VideoScanPanel client={client} />
        </Suspense>
      )}
      <PodcastsSection client={client} appearances={data.appearances} more={data.appearancePages} />
      <TestimonialsSection client={client} />
      <QuestionsSection client={client} />
    </>
  );
}
