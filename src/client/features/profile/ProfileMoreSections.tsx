import type { ClientDetail } from '../../../shared/api/clients';
import { MediaSection } from './MediaSection';
import { PodcastsSection } from './PodcastsSection';
import { QuestionsSection } from './QuestionsSection';
import { TalkingPointsSection } from './TalkingPointsSection';
import { TopicsSection } from './TopicsSection';
import type { useProfileData } from './use-profile-data';
import { VideosSection } from './VideosSection';

type ProfileData = ReturnType<typeof useProfileData>;

/** The profile below About (a lazy chunk): Media Pics, Popular Topics, Talking Points, videos, Podcasts, Sample Questions. */
export default function ProfileMoreSections({ client, data }: { client: ClientDetail; data: ProfileData }) {
  return (
    <>
      <MediaSection client={client} />
      <TopicsSection keywords={data.keywords} videoTopics={data.videoTopics} />
      <TalkingPointsSection client={client} points={data.talkingPoints} />
      <VideosSection client={client} videos={data.videos} />
      <PodcastsSection client={client} appearances={data.appearances} />
      <QuestionsSection client={client} />
    </>
  );
}
