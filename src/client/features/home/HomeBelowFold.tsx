import { FeaturedVideosSection } from './FeaturedVideosSection';
import { GuidesSection } from './GuidesSection';
import { HomeSignIn } from './HomeSignIn';
import { KeyInsightsSection } from './KeyInsightsSection';
import { StatsStrip } from './StatsStrip';

/** The home page below the spotlight (a lazy chunk): videos, insights, guides, stats and sign-in. */
export default function HomeBelowFold() {
  return (
    <>
      <FeaturedVideosSection />
      <KeyInsightsSection />
      <GuidesSection />
      <StatsStrip />
      <HomeSignIn />
    </>
  );
}
