import { useContext } from 'react';
import { FeaturedVideosSection } from './FeaturedVideosSection';
import { GuidesSection } from './GuidesSection';
import { KeyInsightsSection } from './KeyInsightsSection';
import { HomeSectionsContext } from './home-sections';
import { StatsStrip } from './StatsStrip';

const TALL = '[contain-intrinsic-size:auto_720px]';
const SHORT = '[contain-intrinsic-size:auto_320px]';

/** The sections below the spotlight, in order, each with the height it holds until first laid out. */
const SECTIONS = [
  { key: 'videos', Section: FeaturedVideosSection, height: TALL },
  { key: 'insights', Section: KeyInsightsSection, height: TALL },
  { key: 'guides', Section: GuidesSection, height: TALL },
  { key: 'stats', Section: StatsStrip, height: SHORT },
];

/**
 * The home page below the spotlight (a lazy chunk): videos, insights, guides, stats, and the
 * sign-in card its route gives (HomeSectionsContext).
 * None of it is on a phone's first screen, so none of it takes layout or bandwidth from the first
 * paint: each section is laid out, painted and loads its lazy images only as it nears the viewport
 * (content-visibility: auto), holding its estimated height until then and its last size after. It
 * stays in the page for find-in-page, links and assistive technology. `data-deferred` lets an
 * anchor jump lay them out first (scroll-to-anchor.ts).
 */
export default function HomeBelowFold() {
  const { signIn } = useContext(HomeSectionsContext);
  return (
    <>
      {SECTIONS.map(({ key, Section, height }) => (
        <div key={key} data-deferred className={`[content-visibility:auto] ${height}`}>
          <Section />
        </div>
      ))}
      {signIn && (
        <div data-deferred className={`[content-visibility:auto] ${SHORT}`}>
          {signIn}
        </div>
      )}
    </>
  );
}
