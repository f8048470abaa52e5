import { socialsConfig } from './record-kinds';
import { RecordsPage } from './RecordsPage';

/** /profile/{slug}/socials: the profile's social accounts, one per platform; managed by whoever may manage the client. */
export default function SocialsPage() {
  return <RecordsPage config={socialsConfig} />;
}
