import { lazy, Suspense, useEffect } from 'react';
import { useParams } from '@client/lib/router';
import { PageSpinner } from '@client/components/ui/Spinner';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { call } from '@client/lib/call';
import { AboutSection } from './AboutSection';
import { ProfileCard } from './ProfileCard';
import { ProfileHeader } from './ProfileHeader';
import { ProfileNotFound } from './ProfileNotFound';
import { useProfileData } from './use-profile-data';

const ProfileMoreSections = lazy(() => import('./ProfileMoreSections'));

/**
 * /profile/{slug}: sticky header, header card, About, Media Pics, Popular Topics,
 * Talking Points, videos, Podcasts, Sample Questions. Buttons follow the server's abilities.
 * The sections below About load after the first paint.
 */
export default function ProfilePage() {
  const { slug = '' } = useParams();
  const data = useProfileData(slug);
  // one view per visit, for the client's stats (the server counts visitors only; errors ignored)
  useEffect(() => {
    call(directoryRoutes.profileView, { params: { slug } }).catch(() => undefined);
  }, [slug]);
  if (data.profile.isPending) {
    return <PageSpinner label="Loading profile…" fullScreen />;
  }
  const client = data.profile.data;
  if (!client) return <ProfileNotFound />;
  return (
    <div className="pb-16">
      <ProfileHeader client={client} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-6 sm:px-6">
        <ProfileCard client={client} />
        <AboutSection client={client} keywords={data.keywords} />
        <Suspense fallback={null}>
          <ProfileMoreSections client={client} data={data} />
        </Suspense>
      </div>
    </div>
  );
}
