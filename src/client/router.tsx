import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { NavigationEffects } from './components/layout/NavigationEffects';
import { Shell } from './components/layout/Shell';
import { PageSpinner } from './components/ui/Spinner';

const Toaster = lazy(() => import('./components/ui/Toaster').then((m) => ({ default: m.Toaster })));
const HomePage = lazy(() => import('./features/home/HomePage'));
const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage'));
const ActivatePage = lazy(() => import('./features/auth/ActivatePage'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const VideoPage = lazy(() => import('./features/videos/VideoPage'));
const DirectoryPage = lazy(() => import('./features/directory/DirectoryPage'));
const AllPodcastsPage = lazy(() => import('./features/podcasts/AllPodcastsPage'));
const AdminRoutes = lazy(() => import('./features/admin/AdminRoutes'));
const ProfileSubpageRoutes = lazy(() => import('./features/profile-subpage/ProfileSubpageRoutes'));
const EditPages = lazy(() => import('./features/edit/EditPages'));

// A loading page fills the screen, so the footer does not show and then jump when the page arrives.
const page = (element: ReactNode) => <Suspense fallback={<PageSpinner fullScreen />}>{element}</Suspense>;

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

/** The routes of SPEC §2: standalone auth pages, and shell pages with admin and editing code lazy-loaded. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path="/login" element={page(<LoginPage />)} />
        <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
        <Route path="/activate/:userId" element={page(<ActivatePage />)} />
        <Route element={<Shell />}>
          <Route path="/" element={page(<HomePage />)} />
          <Route path="/profile/:slug" element={page(<ProfilePage />)} />
          <Route path="/profile/:slug/video/:videoId" element={page(<VideoPage />)} />
          <Route path="/profile/:slug/*" element={page(<ProfileSubpageRoutes />)} />
          <Route path="/directory" element={page(<DirectoryPage />)} />
          <Route path="/all-podcasts" element={page(<AllPodcastsPage />)} />
          <Route path="/admin/*" element={page(<AdminRoutes />)} />
          <Route path="/edit-profile" element={page(<EditPages page="profile" />)} />
          <Route path="/edit-questions" element={page(<EditPages page="questions" />)} />
          <Route path="*" element={page(<NotFoundPage />)} />
        </Route>
      </Route>
    </Routes>
  );
}
