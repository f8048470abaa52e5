import { lazy, Suspense } from 'react';
import { type PodcastExtras, PodcastExtrasContext } from '@client/features/directory/podcasts/podcast-extras';
import { Route, Routes } from '@client/lib/router';
import { lazyPage } from '@client/components/ui/Spinner';
import NotFoundPage from '@client/components/layout/NotFoundPage';
import { useJoeShortcut } from '../joe/use-joe-shortcut';
import AdminOverviewPage from './AdminOverviewPage';
import { RequireAdmin } from './RequireAdmin';
import TestModePage from './TestModePage';

// each console page is its own chunk, fetched when first opened
const AdminTalkingPointsPage = lazy(() => import('@client/features/directory/talking-points/AdminTalkingPointsPage'));
const UpdateLogPage = lazy(() => import('../update-log/UpdateLogPage'));
const JoePage = lazy(() => import('../joe/JoePage'));
const AdminDirectory = lazy(() => import('@client/features/directory/clients/AdminDirectory'));
const AdminGalleryPage = lazy(() => import('@client/features/directory/images/AdminGalleryPage'));
const AdminAssetsPage = lazy(() => import('@client/features/directory/images/AdminAssetsPage'));
const AutoDeletePage = lazy(() => import('../auto-delete/AutoDeletePage'));
const ProfileSpiderPage = lazy(() => import('@client/features/integrations/profile-spider/ProfileSpiderPage'));
const VideoSpiderPage = lazy(() => import('@client/features/directory/videos/VideoSpiderPage'));
const AdminVideosPage = lazy(() => import('@client/features/directory/videos/AdminVideosPage'));
const AdminEpisodesPage = lazy(() => import('@client/features/directory/podcasts/AdminEpisodesPage'));
const AdminPodcastsPage = lazy(() => import('@client/features/directory/podcasts/AdminPodcastsPage'));
const ShowRecordPanel = lazy(() => import('@client/features/bookings/reliability/ShowRecordPanel'));

/** The podcast dialog's slot for the bookings domain: the show's record with the agency, fetched when a podcast is opened. */
const podcastExtras: PodcastExtras = {
  showRecord: (podcastId) => (
    <Suspense fallback={null}>
      <ShowRecordPanel podcastId={podcastId} />
    </Suspense>
  ),
};
const AccessControlPage = lazy(() => import('../navigation/AccessControlPage'));
const AdminErrorsPage = lazy(() => import('../errors/AdminErrorsPage'));
const AdminUsersPage = lazy(() => import('@client/features/account/users/AdminUsersPage'));
const AdminApiPage = lazy(() => import('@client/features/account/api-keys/AdminApiPage'));
const ApiDocsPage = lazy(() => import('@client/features/account/api-keys/ApiDocsPage'));
const AdminAuditPage = lazy(() => import('../audit/AdminAuditPage'));
const AdminDatabasePage = lazy(() => import('../database/AdminDatabasePage'));
const AdminActivityPage = lazy(() => import('../activity/AdminActivityPage'));
const MigrateUploadsPage = lazy(() => import('@client/features/integrations/migrate-uploads/MigrateUploadsPage'));
const ImageAuditorPage = lazy(() => import('@client/features/directory/images/ImageAuditorPage'));
const SyncPage = lazy(() => import('@client/features/integrations/airtable-sync/SyncPage'));
const BookingRequestsPage = lazy(() => import('@client/features/bookings/requests/BookingRequestsPage'));
const PitchesPage = lazy(() => import('@client/features/bookings/pitches/PitchesPage'));
const MailSettingsPage = lazy(() => import('../settings/MailSettingsPage'));

/** The admin area, loaded as its own chunk; pages later issues build show Page Not Found until then. */
export default function AdminRoutes() {
  useJoeShortcut();
  return (
    <RequireAdmin>
      <Routes>
        <Route index element={<AdminOverviewPage />} />
        <Route path="test" element={<TestModePage />} />
        <Route path="settings" element={lazyPage(<MailSettingsPage />)} />
        <Route path="talking-points" element={lazyPage(<AdminTalkingPointsPage />)} />
        <Route path="update-log" element={lazyPage(<UpdateLogPage />)} />
        <Route path="joe" element={lazyPage(<JoePage />)} />
        <Route path="directory/*" element={lazyPage(<AdminDirectory />)} />
        <Route path="gallery" element={lazyPage(<AdminGalleryPage />)} />
        <Route path="assets" element={lazyPage(<AdminAssetsPage />)} />
        <Route path="auto-delete" element={lazyPage(<AutoDeletePage />)} />
        <Route path="profile-spider" element={lazyPage(<ProfileSpiderPage />)} />
        <Route path="video-spider" element={lazyPage(<VideoSpiderPage />)} />
        <Route path="videos" element={lazyPage(<AdminVideosPage />)} />
        <Route path="episodes" element={lazyPage(<AdminEpisodesPage />)} />
        <Route
          path="podcasts"
          element={lazyPage(
            <PodcastExtrasContext.Provider value={podcastExtras}>
              <AdminPodcastsPage />
            </PodcastExtrasContext.Provider>,
          )}
        />
        <Route path="access" element={lazyPage(<AccessControlPage />)} />
        <Route path="errors" element={lazyPage(<AdminErrorsPage />)} />
        <Route path="users" element={lazyPage(<AdminUsersPage />)} />
        <Route path="api" element={lazyPage(<AdminApiPage />)} />
        <Route path="docs" element={lazyPage(<ApiDocsPage />)} />
        <Route path="audit" element={lazyPage(<AdminAuditPage />)} />
        <Route path="database/*" element={lazyPage(<AdminDatabasePage />)} />
        <Route path="activity-dashboard" element={lazyPage(<AdminActivityPage />)} />
        <Route path="migrate-uploads" element={lazyPage(<MigrateUploadsPage />)} />
        <Route path="image-auditor" element={lazyPage(<ImageAuditorPage />)} />
        <Route path="sync" element={lazyPage(<SyncPage />)} />
        <Route path="booking-requests" element={lazyPage(<BookingRequestsPage />)} />
        <Route path="pitches" element={lazyPage(<PitchesPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireAdmin>
  );
}
