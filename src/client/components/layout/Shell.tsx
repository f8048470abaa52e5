import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/use-current-user';
import { PageSpinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';

const SignedInLayout = lazy(() => import('./SignedInLayout'));

/** The layout for visitors: public header, the page, footer. */
function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col [--sticky-top:4rem]">
      <PublicHeader />
      <main className="flex-1">
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/**
 * Shell pages (SPEC §2): signed-in users get the sidebar layout (loaded on demand, so visitors
 * never download it); visitors get the public layout.
 */
export function Shell() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner fullScreen />;
  if (!user) return <PublicLayout />;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <SignedInLayout user={user} />
    </Suspense>
  );
}
