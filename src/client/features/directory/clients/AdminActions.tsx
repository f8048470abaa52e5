import { lazy, Suspense, useContext } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { ProfileActionsContext } from './profile-actions';

// its own chunk: the profile page's chunk names only this file among its lazy imports, not the retrievals' dependencies
const ProfileRetrieval = lazy(() => import('../images/ProfileRetrieval'));

/** The profile header's admin and owner actions (a lazy chunk visitors never download): the Airtable retrievals and VIEW AS. */
export default function AdminActions({ client }: { client: ClientDetail }) {
  const { viewAs } = useContext(ProfileActionsContext);
  return (
    <>
      <Suspense fallback={null}>
        <ProfileRetrieval client={client} />
      </Suspense>
      {viewAs?.(client.slug)}
    </>
  );
}
