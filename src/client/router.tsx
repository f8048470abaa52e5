import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { NavigationEffects } from './components/layout/NavigationEffects';
import { Shell } from './components/layout/Shell';
import { PageSpinner } from './components/ui/Spinner';
import { Toaster } from './components/ui/Toaster';
import HomePage from './features/home/HomePage';

const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage'));
const ActivatePage = lazy(() => import('./features/auth/ActivatePage'));
const NotFoundPage = lazy(() => import('./features/errors/NotFoundPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const VideoPage = lazy(() => import('./features/videos/VideoPage'));
const DirectoryPage = lazy(() => import('./features/directory/DirectoryPage'));
const AllPodcastsPage = lazy(() => import('./features/podcasts/AllPodcastsPage'));
const AdminRoutes = lazy(() => import('./features/admin/AdminRoutes'));
const EditPageGuard = lazy(() => import('./features/edit/EditPageGuard'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <Toaster />
    </>
  );
}

/** The routes of SPEC §2: standalone auth pages, and shell pages with admin and editing code lazy-loaded. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/activate/:userId', element: page(<ActivatePage />) },
      {
        element: <Shell />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/profile/:slug', element: page(<ProfilePage />) },
          { path: '/profile/:slug/video/:videoId', element: page(<VideoPage />) },
          { path: '/directory', element: page(<DirectoryPage />) },
          { path: '/all-podcasts', element: page(<AllPodcastsPage />) },
          { path: '/admin/*', element: page(<AdminRoutes />) },
          { path: '/edit-profile', element: page(<EditPageGuard title="Edit Profile" />) },
          { path: '/edit-questions', element: page(<EditPageGuard title="Sample Questions" />) },
          { path: '*', element: page(<NotFoundPage />) },
        ],
      },
    ],
  },
]);
