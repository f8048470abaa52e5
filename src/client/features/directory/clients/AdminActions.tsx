import { lazy, Suspense } from 'react';
import type { ClientDetail } from '../../../../shared/api/directory/clients/clients';
import ViewAsButton from './ViewAsButton';

// its own chunk: the profile page's chunk names only this file among its lazy imports, not the retrievals' dependencies
const ProfileRetrieval = lazy(() => import('../images/ProfileRetrieval'));

/** The profile header's admin and owner actions (a lazy chunk visitors never download): the Airtable retrievals and VIEW AS. */
export default function AdminActions({ client }: { client: ClientDetail }) {
  return (
    <>
      <Suspense fallback={null}>
        <ProfileRetrieval client={client} />
      </Suspense>
      <ViewAsButton slug={client.slug} />
    </>
  );
}
