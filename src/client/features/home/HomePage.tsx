import { PageSpinner } from '../../components/ui/Spinner';
import { AdminTopBar } from './AdminTopBar';
import { FeaturedVideosSection } from './FeaturedVideosSection';
import { GuidesSection } from './GuidesSection';
import { HomeHero } from './HomeHero';
import { HomeSignIn } from './HomeSignIn';
import { KeyInsightsSection } from './KeyInsightsSection';
import { SpotlightSection } from './SpotlightSection';
import { StatsStrip } from './StatsStrip';
import { useClientMemberRedirect } from './use-client-member-redirect';

/**
 * / (SPEC §2): spotlight, featured videos, key insights, guides, stats and the sign-in form;
 * signed-in guests and team go to their profile instead.
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
      <FeaturedVideosSection />
      <KeyInsightsSection />
      <GuidesSection />
      <StatsStrip />
      <HomeSignIn />
    </>
  );
}
