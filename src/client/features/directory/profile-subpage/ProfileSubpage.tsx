import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { Card } from '@client/components/ui/Card';
import { profileQuery } from '../clients/profile-query';
import { SubpageFrame } from './SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';

/**
 * A /profile/{slug}/… page: loads the profile of the slug in the path (or of `slug`, for pages
 * that name it otherwise: the edit pages) with its id, name and the abilities the server grants
 * the viewer, shows the loading, error and not-found states in the subpage frame, and renders
 * `children` with the client once it is known.
 */
export function ProfileSubpage({ title, slug: given, children }: { title: string; slug?: string; children: (client: ClientDetail) => ReactNode }) {
  const params = useParams();
  const slug = given ?? params.slug ?? '';
  const profile = useQuery(profileQuery(slug));
  if (profile.isPending) {
    return (
      <SubpageFrame slug={slug} title={title}>
        <Card className="px-6">
          <ListSkeleton label={`Loading ${title.toLowerCase()}`} />
        </Card>
      </SubpageFrame>
    );
  }
  if (profile.isError) {
    return (
      <SubpageFrame slug={slug} title={title}>
        <LoadError title="Failed to load the profile" error={profile.error} onRetry={() => profile.refetch()} />
      </SubpageFrame>
    );
  }
  if (!profile.data) {
    return (
      <SubpageFrame slug={slug} title={title}>
        <p className="text-ink-soft">This profile does not exist.</p>
      </SubpageFrame>
    );
  }
  return <>{children(profile.data)}</>;
}
