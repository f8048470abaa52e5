import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { NavigationEffects } from './routes/frame/NavigationEffects';
import { Shell } from './routes/frame/Shell';
import { lazyPage } from './components/ui/Spinner';

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
        <Route path="/login" element={lazyPage(<LoginPage />)} />
        <Route path="/reset-password" element={lazyPage(<ResetPasswordPage />)} />
        <Route path="/activate/:userId" element={lazyPage(<ActivatePage />)} />
        <Route element={<Shell />}>
          <Route path="/" element={lazyPage(<HomePage />)} />
          <Route path="/profile/:slug" element={lazyPage(<ProfilePage />)} />
          <Route path="/profile/:slug/video/:videoId" element={lazyPage(<VideoPage />)} />
          <Route path="/profile/:slug/*" element={lazyPage(<ProfileSubpageRoutes />)} />
          <Route path="/directory" element={lazyPage(<DirectoryPage />)} />
          <Route path="/all-podcasts" element={lazyPage(<AllPodcastsPage />)} />
          <Route path="/guides/:id" element={lazyPage(<GuidePage />)} />
          <Route path="/requests/:token" element={lazyPage(<BookingLinkPage page="request" />)} />
          <Route path="/approve/:token" element={lazyPage(<BookingLinkPage page="approval" />)} />
          <Route path="/pitch/:token" element={lazyPage(<BookingLinkPage page="pitch" />)} />
          <Route path="/feedback/:token" element={lazyPage(<BookingLinkPage page="feedback" />)} />
          <Route path="/quote/:token" element={lazyPage(<BookingLinkPage page="quote" />)} />
          <Route path="/admin/*" element={lazyPage(<AdminRoutes />)} />
          <Route path="/edit-profile" element={lazyPage(<EditPages page="profile" />)} />
          <Route path="/edit-questions" element={lazyPage(<EditPages page="questions" />)} />
          <Route path="/messages/:threadId?" element={lazyPage(<MessagesPage />)} />
          <Route path="*" element={lazyPage(<NotFoundPage />)} />
        </Route>
      </Route>
    </Routes>
  );
}
