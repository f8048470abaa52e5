import { lazy, Suspense } from 'react';
import { Route, Routes } from '@client/lib/router';
import { lazyPage } from '../components/ui/Spinner';

const TalkingPointsPage = lazy(() => import('../features/directory/talking-points/TalkingPointsPage'));
const MediaPicsPage = lazy(() => import('../features/directory/images/MediaPicsPage'));
const PodcastAppearancesPage = lazy(() => import('../features/directory/appearances/PodcastAppearancesPage'));
const SocialsPage = lazy(() => import('../features/directory/profile-records/SocialsPage'));
const BookingsPage = lazy(() => import('../features/bookings/booking-records/BookingsPage'));
const PressPage = lazy(() => import('../features/directory/profile-records/PressPage'));
const AwardsPage = lazy(() => import('../features/directory/profile-records/AwardsPage'));
const TeamPage = lazy(() => import('../features/account/team/TeamPage'));
const TeamBookingRequestsPage = lazy(() => import('../features/bookings/requests/TeamBookingRequestsPage'));
const TeamPitchesPage = lazy(() => import('../features/bookings/pitches/TeamPitchesPage'));
const PromoKitsPage = lazy(() => import('../features/bookings/promo-kits/PromoKitsPage'));
const PanelPromoKitNotice = lazy(() => import('../features/bookings/promo-kits/PanelPromoKitNotice'));
const NotFoundPage = lazy(() => import('../components/layout/NotFoundPage'));
const ProfileStatsCard = lazy(() => import('../features/operations/activity/ProfileStatsCard'));

/** The profile's views and downloads on the Bookings page (the operations domain's card). */
const profileStats = (clientId: number) => (
  <Suspense fallback={null}>
    <ProfileStatsCard clientId={clientId} />
  </Suspense>
);

/**
 * The /profile/{slug}/… pages, one lazy chunk that the entry loads only when one is
 * opened: the entry names this module instead of every page and its chunks, so visitors' first
 * JS does not grow with each subpage. Each page is its own chunk again below it. Above every page,
 * for who manages the client, the notice that an episode is out (its own chunk).
 */
export default function ProfileSubpageRoutes() {
  return (
    <>
      <Suspense fallback={null}>
        <PanelPromoKitNotice />
      </Suspense>
      <Routes>
        <Route path="talking-points" element={lazyPage(<TalkingPointsPage />)} />
        <Route path="media-pics" element={lazyPage(<MediaPicsPage />)} />
        <Route path="podcasts" element={lazyPage(<PodcastAppearancesPage />)} />
        <Route path="socials" element={lazyPage(<SocialsPage />)} />
        <Route path="bookings" element={lazyPage(<BookingsPage stats={profileStats} />)} />
        <Route path="pr" element={lazyPage(<PressPage />)} />
        <Route path="awards" element={lazyPage(<AwardsPage />)} />
        <Route path="team" element={lazyPage(<TeamPage />)} />
        <Route path="booking-requests" element={lazyPage(<TeamBookingRequestsPage />)} />
        <Route path="pitches" element={lazyPage(<TeamPitchesPage />)} />
        <Route path="promo-kits" element={lazyPage(<PromoKitsPage />)} />
        <Route path="*" element={lazyPage(<NotFoundPage />)} />
      </Routes>
    </>
  );
}
