import type { ReactNode } from 'react';
import { FeaturedVideosSection } from './FeaturedVideosSection';
import { GuidesSection } from './GuidesSection';
import { HomeSignIn } from './HomeSignIn';
import { KeyInsightsSection } from './KeyInsightsSection';
import { StatsStrip } from './StatsStrip';

/**
 * A section the browser lays out, paints and loads the lazy images of only as it nears the
 * viewport (content-visibility: auto); until then it holds `estimate` of height, then its last
 * size. It stays in the page for find-in-page, links and assistive technology.
 */
function OffscreenUntilNear({ estimate, children }: { estimate: 'short' | 'tall'; children: ReactNode }) {
  const size = estimate === 'tall' ? '[contain-intrinsic-size:auto_720px]' : '[contain-intrinsic-size:auto_320px]';
  return <div className={`[content-visibility:auto] ${size}`}>{children}</div>;
}

/**
 * The home page below the spotlight (a lazy chunk): videos, insights, guides, stats and sign-in.
 * None of it is on a phone's first screen, so none of it takes layout or bandwidth from the first paint.
 */
export default function HomeBelowFold() {
  return (
    <>
      <OffscreenUntilNear estimate="tall">
        <FeaturedVideosSection />
      </OffscreenUntilNear>
      <OffscreenUntilNear estimate="tall">
        <KeyInsightsSection />
      </OffscreenUntilNear>
      <OffscreenUntilNear estimate="tall">
        <GuidesSection />
      </OffscreenUntilNear>
      <OffscreenUntilNear estimate="short">
        <StatsStrip />
      </OffscreenUntilNear>
      <OffscreenUntilNear estimate="short">
        <HomeSignIn />
      </OffscreenUntilNear>
    </>
  );
}
