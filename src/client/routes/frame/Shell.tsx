import { skipToken, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatch } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { PageSpinner } from '@client/components/ui/Spinner';
import { ErrorBoundary } from '@client/components/layout/ErrorBoundary';
import { Footer } from './Footer';
import { PublicHeader } from '@client/components/layout/PublicHeader';

const SignedInLayout = lazy(() => import('./SignedInLayout'));

/**
 * The layout for visitors: public header, the page, footer. A profile has one navigation, its
 * own sticky header (ProfileHeader), which carries the public header's entries too.
 */
function PublicLayout() {
  const { pathname } = useLocation();
  const slug = useMatch('/profile/:slug')?.params.slug;
  // read only from the cache the profile page fills (so no profile code here); an unknown profile (null) keeps the public header
  const { data: profile } = useQuery<ClientDetail | null>({ queryKey: queryKeys.client(slug ?? ''), queryFn: skipToken });
  const onProfile = Boolean(slug && profile);
  return (
    <div className={onProfile ? 'flex min-h-dvh flex-col [--sticky-top:0px]' : 'flex min-h-dvh flex-col [--sticky-top:4rem]'}>
      {!onProfile && <PublicHeader />}
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
 * Shell pages: signed-in users get the sidebar layout (loaded on demand, so visitors
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
