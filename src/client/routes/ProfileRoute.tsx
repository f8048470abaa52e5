import { lazy, Suspense } from 'react';
import { RequestGuestButton } from '../features/bookings/requests/RequestGuestButton';
import ProfilePage from '../features/directory/clients/ProfilePage';
import { type ProfileActions, ProfileActionsContext } from '../features/directory/clients/profile-actions';

// admins only: loaded by the admin actions' own lazy chunk, which visitors never download
const ViewAsButton = lazy(() => import('../features/account/impersonation/ViewAsButton'));

const actions: ProfileActions = {
  requestGuest: (guest) => <RequestGuestButton guest={guest} />,
  viewAs: (slug) => (
    <Suspense fallback={null}>
      <ViewAsButton slug={slug} />
    </Suspense>
  ),
};

/** `/profile/{slug}`: the directory's profile page, with the host's request button (bookings) and VIEW AS (account). */
export default function ProfileRoute() {
  return (
    <ProfileActionsContext.Provider value={actions}>
      <ProfilePage />
    </ProfileActionsContext.Provider>
  );
}
