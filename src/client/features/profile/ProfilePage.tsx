import { useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { AboutSection } from './AboutSection';
import { MediaSection } from './MediaSection';
import { PodcastsSection } from './PodcastsSection';
import { ProfileCard } from './ProfileCard';
import { ProfileHeader } from './ProfileHeader';
import { QuestionsSection } from './QuestionsSection';
import { TalkingPointsSection } from './TalkingPointsSection';
import { TopicsSection } from './TopicsSection';
import { useProfileData } from './use-profile-data';
import { VideosSection } from './VideosSection';

/**
 * /profile/{slug} (SPEC §2): sticky header, header card, About, Media Pics, Popular Topics,
 * Talking Points, videos, Podcasts, Sample Questions. Buttons follow the server's abilities.
 */
export default function ProfilePage() {
  const { slug = '' } = useParams();
  const { profile, keywords, videoTopics, talkingPoints, videos, appearances } = useProfileData(slug);
  if (profile.isPending) {
    return <PageSpinner label="Loading profile…" />;
  }
  const client = profile.data;
  if (!client) return null;
  return (
    <div className="pb-16">
      <ProfileHeader client={client} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-6 sm:px-6">
        <ProfileCard client={client} />
        <AboutSection client={client} keywords={keywords} />
        <MediaSection client={client} />
        <TopicsSection keywords={keywords} videoTopics={videoTopics} />
        <TalkingPointsSection client={client} points={talkingPoints} />
        <VideosSection client={client} videos={videos} />
        <PodcastsSection client={client} appearances={appearances} />
        <QuestionsSection client={client} />
      </div>
    </div>
  );
}
