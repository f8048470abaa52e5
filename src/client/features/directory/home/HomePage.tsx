import { lazy, Suspense } from 'react';
import { PageSpinner } from '@client/components/ui/Spinner';
import { AdminTopBar } from './AdminTopBar';
import { HomeHero } from './HomeHero';
import { SpotlightSection } from './SpotlightSection';
import { useClientMemberRedirect } from './use-client-member-redirect';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/**
 * /: spotlight, featured videos, key insights, guides, stats and the sign-in form;
 * signed-in guests and team go to their profile instead. What lies below the spotlight loads
 * after the first paint.
 */
export default function HomePage() {
  const redirecting = useClientMemberRedirect();
  if (redirecting) {
    return <PageSpinner label="Opening your profile…" />;
  }
  return (
    <>
      <AdminTopBar />
      <HomeHero />
      <SpotlightSection />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
