import { AgencyOnly } from '../AgencyOnly';
import PitchesPage from './PitchesPage';

/**
 * /profile/{slug}/pitches, in the client panel: a team member's pitch pages (they have no
 * console). The same page as the console's, for the guests they work with: the server lists only
 * pitches of their guests and offers only those in the builder. Anyone outside the agency sees
 * Page Not Found.
 */
export default function TeamPitchesPage() {
  return (
    <AgencyOnly>
      <PitchesPage />
    </AgencyOnly>
  );
}
