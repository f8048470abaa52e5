import { awardsConfig } from './record-kinds';
import { RecordsPage } from './RecordsPage';

/** /profile/{slug}/awards: the profile's awards; managed by whoever may manage the client. */
export default function AwardsPage() {
  return <RecordsPage config={awardsConfig} />;
}
