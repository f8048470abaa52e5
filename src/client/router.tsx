import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from '@client/lib/router';
import { NavigationEffects } from './routes/frame/NavigationEffects';
import { Shell } from './routes/frame/Shell';
import { answeringPage } from './routes/frame/PageAnswers';

const Toaster = lazy(() => import('./components/ui/Toaster').then((m) => ({ default: m.Toaster })));
const HomePage = lazy(() => import('./routes/HomeRoute'));
const LoginPage = lazy(() => import('./features/account/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('./features/account/auth/ResetPasswordPage'));
const ActivatePage = lazy(() => import('./features/account/auth/ActivatePage'));
const NotFoundPage = lazy(() => import('./components/layout/NotFoundPage'));
const ProfilePage = lazy(() => import('./routes/ProfileRoute'));
const VideoPage = lazy(() => import('./features/directory/videos/VideoPage'));
const DirectoryPage = lazy(() => import('./features/directory/search/DirectoryPage'));
const AllPodcastsPage = lazy(() => import('./features/directory/podcasts/AllPodcastsPage'));
const AdminRoutes = lazy(() => import('./features/operations/admin/AdminRoutes'));
const ProfileSubpageRoutes = lazy(() => import('./routes/ProfileSubpageRoutes'));
const EditPages = lazy(() => import('./features/directory/profile-editing/EditPages'));
const MessagesPage = lazy(() => import('./features/messaging/messages/MessagesPage'));
const GuidePage = lazy(() => import('./features/directory/guides/GuidePage'));
const BookingLinkPage = lazy(() => import('./features/bookings/BookingLinkPage'));

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}

/** The app's routes: standalone auth pages, and shell pages with admin and editing code lazy-loaded. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path="/login" element={answeringPage(<LoginPage />)} />
        <Route path="/reset-password" element={answeringPage(<ResetPasswordPage />)} />
        <Route path="/activate/:userId" element={answeringPage(<ActivatePage />)} />
        <Route element={<Shell />}>
          <Route path="/" element={answeringPage(<HomePage />)} />
          <Route path="/profile/:slug" element={answeringPage(<ProfilePage />)} />
          <Route path="/profile/:slug/video/:videoId" element={answeringPage(<VideoPage />)} />
          <Route path="/profile/:slug/*" element={answeringPage(<ProfileSubpageRoutes />)} />
          <Route path="/directory" element={answeringPage(<DirectoryPage />)} />
          <Route path="/all-podcasts" element={answeringPage(<AllPodcastsPage />)} />
          <Route path="/guides/:id" element={answeringPage(<GuidePage />)} />
          <Route path="/requests/:token" element={answeringPage(<BookingLinkPage page="request" />)} />
          <Route path="/approve/:token" element={answeringPage(<BookingLinkPage page="approval" />)} />
          <Route path="/pitch/:token" element={answeringPage(<BookingLinkPage page="pitch" />)} />
          <Route path="/feedback/:token" element={answeringPage(<BookingLinkPage page="feedback" />)} />
          <Route path="/quote/:token" element={answeringPage(<BookingLinkPage page="quote" />)} />
          <Route path="/admin/*" element={answeringPage(<AdminRoutes />)} />
          <Route path="/edit-profile" element={answeringPage(<EditPages page="profile" />)} />
          <Route path="/edit-questions" element={answeringPage(<EditPages page="questions" />)} />
          <Route path="/messages/:threadId?" element={answeringPage(<MessagesPage />)} />
          <Route path="*" element={answeringPage(<NotFoundPage />)} />
        </Route>
      </Route>
    </Routes>
  );
}
